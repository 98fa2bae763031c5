CREATE TABLE "moderation_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"church_id" uuid,
	"organization_ids" uuid[] DEFAULT '{}' NOT NULL,
	"words" text[],
	"has_link" boolean DEFAULT false NOT NULL,
	"has_contact" boolean DEFAULT false NOT NULL,
	"only_emoji" boolean DEFAULT false NOT NULL,
	"username_match" text,
	"username_pattern" text,
	"pastoral_flag" text,
	"hide" boolean DEFAULT false NOT NULL,
	"mark_done" boolean DEFAULT false NOT NULL,
	"label_id" uuid,
	"assignee_id" text,
	"route_to_church" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_rules_some_condition" CHECK (("moderation_rules"."words" is not null and cardinality("moderation_rules"."words") > 0) or "moderation_rules"."has_link" or "moderation_rules"."has_contact" or "moderation_rules"."only_emoji" or "moderation_rules"."username_pattern" is not null or "moderation_rules"."pastoral_flag" is not null),
	CONSTRAINT "moderation_rules_words_not_empty" CHECK ("moderation_rules"."words" is null or (cardinality("moderation_rules"."words") > 0 and (chr(1) || array_to_string("moderation_rules"."words", chr(1)) || chr(1)) !~ (chr(1) || '[[:space:][:punct:]]*' || chr(1)))),
	CONSTRAINT "moderation_rules_username_pattern" CHECK (("moderation_rules"."username_match" is null) = ("moderation_rules"."username_pattern" is null) and ("moderation_rules"."username_pattern" is null or "moderation_rules"."username_pattern" ~ '[^[:space:][:punct:]]')),
	CONSTRAINT "moderation_rules_some_action" CHECK ("moderation_rules"."hide" or "moderation_rules"."mark_done" or "moderation_rules"."label_id" is not null or "moderation_rules"."assignee_id" is not null or "moderation_rules"."route_to_church"),
	CONSTRAINT "moderation_rules_church_words_hide" CHECK ("moderation_rules"."church_id" is null or ("moderation_rules"."hide" and "moderation_rules"."words" is not null))
);
--> statement-breakpoint
CREATE TABLE "rule_hides" (
	"comment_id" uuid PRIMARY KEY NOT NULL,
	"rule_id" uuid,
	"rule_name" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_rules" ADD CONSTRAINT "moderation_rules_church_id_organizations_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_rules" ADD CONSTRAINT "moderation_rules_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_rules" ADD CONSTRAINT "moderation_rules_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_rules" ADD CONSTRAINT "moderation_rules_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_hides" ADD CONSTRAINT "rule_hides_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_hides" ADD CONSTRAINT "rule_hides_rule_id_moderation_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."moderation_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_rules_position_idx" ON "moderation_rules" USING btree ("position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_rules_agency_name_idx" ON "moderation_rules" USING btree (lower("name")) WHERE "moderation_rules"."church_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_rules_church_idx" ON "moderation_rules" USING btree ("church_id");--> statement-breakpoint
CREATE INDEX "rule_hides_queued_idx" ON "rule_hides" USING btree ("created_at") WHERE "rule_hides"."state" = 'queued';--> statement-breakpoint
-- A comment's text as the moderation rules' word matching reads it, less the case: decomposed
-- (NFKD: "𝐛𝐢𝐭𝐜𝐨𝐢𝐧" → "bitcoin", "ﬁ" → "fi") with every combining mark dropped ("bítcóin" →
-- "bitcoin"). The bracket expression is every \p{M} code point, written out from JavaScript's
-- Unicode tables (modules/rules/rule-prefilter.ts reads the same function). The dry run's word
-- prefilter is an ILIKE on it, through the trigram index below.
CREATE FUNCTION flock_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace(normalize(t, NFKD), '[̀-ͯ҃-҉֑-ֽֿׁ-ׂׄ-ׇׅؐ-ًؚ-ٰٟۖ-ۜ۟-ۤۧ-۪ۨ-ܑۭܰ-݊ަ-ް߫-߽߳ࠖ-࠙ࠛ-ࠣࠥ-ࠧࠩ-࡙࠭-࡛ࢗ-࢟࣊-ࣣ࣡-ःऺ-़ा-ॏ॑-ॗॢ-ॣঁ-ঃ়া-ৄে-ৈো-্ৗৢ-ৣ৾ਁ-ਃ਼ਾ-ੂੇ-ੈੋ-੍ੑੰ-ੱੵઁ-ઃ઼ા-ૅે-ૉો-્ૢ-ૣૺ-૿ଁ-ଃ଼ା-ୄେ-ୈୋ-୍୕-ୗୢ-ୣஂா-ூெ-ைொ-்ௗఀ-ఄ఼ా-ౄె-ైొ-్ౕ-ౖౢ-ౣಁ-ಃ಼ಾ-ೄೆ-ೈೊ-್ೕ-ೖೢ-ೣೳഀ-ഃ഻-഼ാ-ൄെ-ൈൊ-്ൗൢ-ൣඁ-ඃ්ා-ුූෘ-ෟෲ-ෳัิ-ฺ็-๎ັິ-ຼ່-໎༘-༹༙༵༷༾-༿ཱ-྄྆-྇ྍ-ྗྙ-ྼ࿆ါ-ှၖ-ၙၞ-ၠၢ-ၤၧ-ၭၱ-ၴႂ-ႍႏႚ-ႝ፝-፟ᜒ-᜕ᜲ-᜴ᝒ-ᝓᝲ-ᝳ឴-៓៝᠋-᠍᠏ᢅ-ᢆᢩᤠ-ᤫᤰ-᤻ᨗ-ᨛᩕ-ᩞ᩠-᩿᩼᪰-᫝᫠-᫫ᬀ-ᬄ᬴-᭄᭫-᭳ᮀ-ᮂᮡ-ᮭ᯦-᯳ᰤ-᰷᳐-᳔᳒-᳨᳭᳴᳷-᳹᷀-᷿⃐-⃰⳯-⵿⳱ⷠ-〪ⷿ-゙〯-゚꙯-꙲ꙴ-꙽ꚞ-ꚟ꛰-꛱ꠂ꠆ꠋꠣ-ꠧ꠬ꢀ-ꢁꢴ-ꣅ꣠-꣱ꣿꤦ-꤭ꥇ-꥓ꦀ-ꦃ꦳-꧀ꧥꨩ-ꨶꩃꩌ-ꩍꩻ-ꩽꪰꪲ-ꪴꪷ-ꪸꪾ-꪿꫁ꫫ-ꫯꫵ-꫶ꯣ-ꯪ꯬-꯭ﬞ︀-️︠-𐇽𐋠︯𐍶-𐍺𐨁-𐨃𐨅-𐨆𐨌-𐨏𐨸-𐨿𐨺𐫥-𐫦𐴤-𐴧𐵩-𐵭𐺫-𐺬𐻺-𐻿𐽆-𐽐𐾂-𐾅𑀀-𑀂𑀸-𑁆𑁰𑁳-𑁴𑁿-𑂂𑂰-𑂺𑃂𑄀-𑄂𑄧-𑄴𑅅-𑅆𑅳𑆀-𑆂𑆳-𑇀𑇉-𑇌𑇎-𑇏𑈬-𑈷𑈾𑉁𑋟-𑋪𑌀-𑌃𑌻-𑌼𑌾-𑍄𑍇-𑍈𑍋-𑍍𑍗𑍢-𑍣𑍦-𑍬𑍰-𑍴𑎸-𑏀𑏅𑏅𑎸-𑏊𑏌-𑏐𑏒𑏡-𑏢𑐵-𑑆𑑞𑒰-𑓃𑖯-𑖵𑖸-𑗀𑗜-𑗝𑘰-𑙀𑚫-𑚷𑜝-𑜫𑠬-𑠺𑤰-𑤵𑤷-𑤸𑤻-𑤾𑥀𑥂-𑥃𑧑-𑧗𑧚-𑧠𑧤𑨁-𑨊𑨳-𑨹𑨻-𑨾𑩇𑩑-𑩛𑪊-𑪙𑭠-𑭧𑰯-𑰶𑰸-𑰿𑲒-𑲧𑲩-𑲶𑴱-𑴶𑴺𑴼-𑴽𑴿-𑵅𑵇𑶊-𑶎𑶐-𑶑𑶓-𑶗𑻳-𑻶𑼀-𑼁𑼃𑼴-𑼺𑼾-𑽂𑽚𓑀𓑇-𓑕𖄞-𖫰𖄯-𖫴𖬰-𖬶𖽏𖽑-𖾇𖾏-𖾒𖿤𖿰-𖿱𛲝-𛲞𜼀-𜼭𜼰-𜽆𝅥-𝅩𝅭-𝅲𝅻-𝆂𝆅-𝆋𝆪-𝆭𝉂-𝉄𝨀-𝨶𝨻-𝩬𝩵𝪄𝪛-𝪟𝪡-𝪯𞀀-𞀆𞀈-𞀘𞀛-𞀡𞀣-𞀤𞀦-𞀪𞂏𞄰-𞄶𞊮𞋬-𞋯𞓬-𞓯𞗮-𞗯𞛣𞛦𞛮-𞛯𞛵𞣐-𞣖𞥄-𞥊󠄀-󠇯]', '', 'g');
--> statement-breakpoint
CREATE INDEX comments_folded_trgm_idx ON comments USING gin (flock_fold(text) gin_trgm_ops) WHERE NOT is_own;
