CREATE TABLE "cep_lookups" (
	"cep" char(8) PRIMARY KEY NOT NULL,
	"address" jsonb,
	"fetched_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
