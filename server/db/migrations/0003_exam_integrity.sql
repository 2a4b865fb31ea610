-- Issue 7 (docs/exams.md "What the browser gets", "Essay files"). Hand-edited after
-- drizzle-kit generate: existing rows are filled before NOT NULL, and only the latest essay
-- file of each question is kept before the one-file-per-question index.
DELETE FROM "exam_essay_files" f USING "exam_essay_files" newer
  WHERE newer."result_question_id" = f."result_question_id"
    AND (newer."uploaded_at", newer."id") > (f."uploaded_at", f."id");--> statement-breakpoint
DROP INDEX "exam_essay_files_question_name_idx";--> statement-breakpoint
ALTER TABLE "exam_essay_files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_essay_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "exam_pictures" ADD COLUMN "public_id" bigint DEFAULT (floor(random() * 281474976710655) + 1)::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_result_questions" ADD COLUMN "answer_handles" jsonb;--> statement-breakpoint
UPDATE "exam_result_questions" SET "answer_handles" =
  (SELECT coalesce(jsonb_agg((floor(random() * 2147483646) + 1)::int), '[]'::jsonb) FROM jsonb_array_elements("answer_order"));--> statement-breakpoint
ALTER TABLE "exam_result_questions" ALTER COLUMN "answer_handles" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_essay_files_question_idx" ON "exam_essay_files" USING btree ("result_question_id");--> statement-breakpoint
CREATE INDEX "exam_essay_files_customer_idx" ON "exam_essay_files" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "exam_pictures" ADD CONSTRAINT "exam_pictures_public_id_unique" UNIQUE("public_id");
