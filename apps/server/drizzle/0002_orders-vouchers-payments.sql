CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"max_discount" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"usage_limit" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_code_format" CHECK ("vouchers"."code" = upper("vouchers"."code") and length("vouchers"."code") between 1 and 20),
	CONSTRAINT "vouchers_kind" CHECK ("vouchers"."kind" in ('fixed', 'percent')),
	CONSTRAINT "vouchers_amount" CHECK ("vouchers"."amount" > 0 and ("vouchers"."kind" = 'fixed' or "vouchers"."amount" <= 100)),
	CONSTRAINT "vouchers_usage_limit" CHECK ("vouchers"."usage_limit" is null or "vouchers"."usage_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_name" text NOT NULL,
	"note" text,
	"item_type" text NOT NULL,
	"plan_id" text,
	"theme_id" integer,
	"item_name" text NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"voucher_id" integer,
	"voucher_code" text,
	"payment_method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"pay_url" text,
	"provider_status" text,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts" CHECK ("orders"."subtotal" >= 0 and "orders"."discount" >= 0 and "orders"."total" = "orders"."subtotal" - "orders"."discount" and "orders"."total" >= 0),
	CONSTRAINT "orders_item" CHECK (("orders"."item_type" = 'plan' and "orders"."plan_id" is not null) or ("orders"."item_type" = 'theme' and "orders"."theme_id" is not null)),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('awaiting_payment', 'paid', 'failed', 'expired', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"order_id" text PRIMARY KEY NOT NULL,
	"gross_amount" integer NOT NULL,
	"method" text NOT NULL,
	"item_name" text NOT NULL,
	"account_number" text,
	"finish_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_voucher_status_idx" ON "orders" USING btree ("voucher_id","status");