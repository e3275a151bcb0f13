CREATE TABLE "theme_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "theme_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"photo_path" text NOT NULL,
	"theme_type_id" integer NOT NULL,
	"website_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"form_config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "themes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_theme_type_id_theme_types_id_fk" FOREIGN KEY ("theme_type_id") REFERENCES "public"."theme_types"("id") ON DELETE no action ON UPDATE no action;