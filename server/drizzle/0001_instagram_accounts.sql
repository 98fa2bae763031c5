CREATE TABLE "data_deletion_requests" (
	"confirmation_code" text PRIMARY KEY NOT NULL,
	"ig_user_id" text NOT NULL,
	"status" text NOT NULL,
	"accounts_deleted" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"ig_user_id" text NOT NULL,
	"app_scoped_id" text,
	"username" text NOT NULL,
	"name" text,
	"account_type" text,
	"profile_picture_url" text,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"follows_count" integer,
	"media_count" integer,
	"status" text DEFAULT 'connected' NOT NULL,
	"token_ciphertext" text,
	"token_expires_at" timestamp with time zone,
	"token_issued_at" timestamp with time zone,
	"scopes" text[] DEFAULT '{}' NOT NULL,
	"status_reason" text,
	"connected_at" timestamp with time zone,
	"profile_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instagram_accounts_ig_user_id_unique" UNIQUE("ig_user_id")
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD CONSTRAINT "instagram_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_account_id_instagram_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instagram_accounts_organization_idx" ON "instagram_accounts" USING btree ("organization_id","username");--> statement-breakpoint
CREATE INDEX "instagram_accounts_token_expiry_idx" ON "instagram_accounts" USING btree ("token_expires_at");