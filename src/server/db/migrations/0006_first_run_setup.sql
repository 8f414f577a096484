CREATE TABLE "setup_tokens" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "setup_tokens_one_row_check" CHECK ("setup_tokens"."id" = 1)
);
