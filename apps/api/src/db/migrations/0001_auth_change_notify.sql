-- Every API process caches who a session is and what it may do. Any change to the tables that
-- decide it notifies all processes (delivered on commit), which drop their caches.
CREATE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ff_auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_sessions_auth_changed AFTER UPDATE OR DELETE ON user_sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_changed AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_changed AFTER INSERT OR UPDATE OR DELETE ON role_permissions FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER roles_auth_changed AFTER UPDATE OR DELETE ON roles FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER companies_auth_changed AFTER UPDATE OR DELETE ON companies FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER permissions_auth_changed AFTER UPDATE OR DELETE ON permissions FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
