CREATE INDEX "instagram_accounts_username_idx" ON "instagram_accounts" USING btree ("username","id");--> statement-breakpoint
CREATE INDEX "instagram_accounts_username_trgm_idx" ON "instagram_accounts" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_posted_idx" ON "media" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "organizations_name_trgm_idx" ON "organizations" USING gin ("name" gin_trgm_ops);