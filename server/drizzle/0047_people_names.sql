-- Hand-written: people's names (decision 076). Until now the first admin was created as
-- "Administrator" and the person who registered a church was named after the church, so two
-- admins, or a church's Owner and the church itself, could not be told apart. Those placeholder
-- names become the part of the person's e-mail before the @, which their teammates recognise,
-- until they choose a name in Account settings. A name anyone chose is left alone.
UPDATE "user" SET "name" = left(split_part("email", '@', 1), 80)
WHERE "role" = 'admin' AND "name" = 'Administrator';
--> statement-breakpoint
UPDATE "user" u SET "name" = left(split_part(u."email", '@', 1), 80)
FROM "memberships" m JOIN "organizations" o ON o."id" = m."organization_id"
WHERE m."user_id" = u."id" AND u."role" = 'client' AND u."name" = o."name";
