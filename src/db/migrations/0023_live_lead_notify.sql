-- Live updates (decision 033): every new lead (not a repeat) is announced on the channel forecourt_leads with its
-- site, dealership and id only, never the shopper's data. NOTIFY is transactional: listeners hear it at commit,
-- and a rolled-back lead is never announced.
CREATE FUNCTION notify_new_lead() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('forecourt_leads', json_build_object('site', NEW.site_id, 'dealership', NEW.dealership_id, 'lead', NEW.id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER leads_insert_notifies AFTER INSERT ON leads
  FOR EACH ROW WHEN (NEW.repeat_of IS NULL) EXECUTE FUNCTION notify_new_lead();
