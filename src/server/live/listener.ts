/** What a node's database listener tells the node (one listener per node: decision 033). */
export type ListenerEvents = {
  onPayload(payload: string): void;
  /** Listening (again): called after every successful LISTEN, the first included. */
  onListening(): void;
  /** The connection was lost; notifications sent from now until the next `onListening` are missed. */
  onLost(error: unknown): void;
};

export type Listener = { stop(): Promise<void> };
