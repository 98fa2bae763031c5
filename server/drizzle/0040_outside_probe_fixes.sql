-- Hand-written (decision 069): a signed_request's receipt is keyed on its signature's bytes in
-- hex, not on a hash of the text as received, so no re-spelling of the signature replays it.
-- Receipts are kept for ten minutes only and the old keys can never match a new one: drop them.
DELETE FROM "signed_request_receipts";--> statement-breakpoint
ALTER TABLE "signed_request_receipts" RENAME COLUMN "digest" TO "signature";
