DROP INDEX "custom_domains_hostname_key";--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_verified_hostname_key" ON "custom_domains" USING btree ("hostname") WHERE "custom_domains"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "custom_domains_hostname_idx" ON "custom_domains" USING btree ("hostname");