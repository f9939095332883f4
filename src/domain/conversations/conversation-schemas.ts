import { z } from "zod";
import { MESSAGE_MAX_LENGTH } from "./message-length";

export const CONVERSATION_MESSAGES = {
  answerRequired: "Please write your answer.",
  answerTooLong: `Your answer is too long: please keep it to ${MESSAGE_MAX_LENGTH.toLocaleString("en-AU")} characters.`,
  replyRequired: "Please write a reply.",
  replyTooLong: `The reply is too long: please keep it to ${MESSAGE_MAX_LENGTH.toLocaleString("en-AU")} characters.`,
  channel: "Choose SMS or e-mail.",
  titleRequired: "Please give the quick reply a title.",
  titleTooLong: "Please keep the title to 80 characters.",
} as const;

const messageText = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(MESSAGE_MAX_LENGTH, tooLong);

/** The shopper's answer on the enquiry's status page. */
export const shopperAnswerSchema = z.object({ answer: messageText(CONVERSATION_MESSAGES.answerRequired, CONVERSATION_MESSAGES.answerTooLong) });

/** A salesperson's reply to a lead's shopper, by text or e-mail. */
export const leadReplySchema = z.object({
  body: messageText(CONVERSATION_MESSAGES.replyRequired, CONVERSATION_MESSAGES.replyTooLong),
  channel: z.enum(["sms", "email"], { error: CONVERSATION_MESSAGES.channel }),
});

/** A dealership's quick reply; its body's placeholders are checked by `quickReplyTemplateError`. */
export const quickReplyTemplateSchema = z.object({
  title: z.string({ error: CONVERSATION_MESSAGES.titleRequired }).trim().min(1, CONVERSATION_MESSAGES.titleRequired).max(80, CONVERSATION_MESSAGES.titleTooLong),
  body: messageText(CONVERSATION_MESSAGES.replyRequired, CONVERSATION_MESSAGES.replyTooLong),
});

