-- Hand-written (decision 069): a signed_request's receipt is keyed on its signature's bytes in
-- hex, not on a hash of the text as received, so no re-spelling of the signature replays it.
-- Receipts are kept for ten minutes only and the old keys can never match a new one: drop them.
DELETE FROM "signed_request_receipts";--> statement-breakpoint
ALTER TABLE "signed_request_receipts" RENAME COLUMN "digest" TO "signature";
--> statement-breakpoint
-- Hand-written (decision 069): look-alike church names are refused through the TR39 skeleton of
-- the name key. Computing it needs Unicode's confusables table, so the values are filled in
-- after the migrations by db/organization-name-skeletons.ts; churches that already look alike
-- are all kept, the younger ones flagged look_alike_of the oldest and left out of the index.
ALTER TABLE "organizations" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "look_alike_of" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_name_key_skeleton_unique" ON "organizations" USING btree ("name_skeleton") WHERE look_alike_of is null;
