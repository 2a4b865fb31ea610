CREATE TABLE "exam_alert_dismissals" (
	"customer_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_alert_dismissals_customer_id_schedule_id_pk" PRIMARY KEY("customer_id","schedule_id")
);
--> statement-breakpoint
CREATE TABLE "exam_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"correct" boolean DEFAULT false NOT NULL,
	"correct_order" integer,
	"partner" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exam_essay_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_question_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer,
	"question_id" integer,
	"name" jsonb NOT NULL,
	"link" text,
	"file_name" text,
	"content_type" text,
	"data" "bytea",
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer,
	"answer_id" integer,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"points" integer DEFAULT 1 NOT NULL,
	"answer_setting" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_result_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"answer_order" jsonb NOT NULL,
	"partner_order" jsonb,
	"given" jsonb,
	"saved" boolean DEFAULT false NOT NULL,
	"saved_at" timestamp with time zone,
	"correct" boolean,
	"points" integer
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"max_points" integer NOT NULL,
	"points" integer,
	"correct_questions_count" integer,
	"passed" boolean
);
--> statement-breakpoint
CREATE TABLE "exam_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"finish_at" timestamp with time zone NOT NULL,
	"attempts" integer,
	"pass_time" integer,
	"break_count" integer,
	"break_time" integer,
	"pass_point" integer,
	"enable_pass_point" boolean DEFAULT false NOT NULL,
	"show_pass_point" boolean DEFAULT false NOT NULL,
	"show_check_result" boolean DEFAULT false NOT NULL,
	"answer_history_allowed" boolean DEFAULT false NOT NULL,
	"check_audio" boolean DEFAULT false NOT NULL,
	"passing_rules" jsonb NOT NULL,
	"description" jsonb
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_trainees" (
	"schedule_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "schedule_trainees_schedule_id_customer_id_pk" PRIMARY KEY("schedule_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "exam_alert_dismissals" ADD CONSTRAINT "exam_alert_dismissals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_alert_dismissals" ADD CONSTRAINT "exam_alert_dismissals_schedule_id_exam_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."exam_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_breaks" ADD CONSTRAINT "exam_breaks_result_id_exam_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."exam_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_essay_files" ADD CONSTRAINT "exam_essay_files_result_question_id_exam_result_questions_id_fk" FOREIGN KEY ("result_question_id") REFERENCES "public"."exam_result_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_essay_files" ADD CONSTRAINT "exam_essay_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_materials" ADD CONSTRAINT "exam_materials_schedule_id_exam_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."exam_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_materials" ADD CONSTRAINT "exam_materials_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_pictures" ADD CONSTRAINT "exam_pictures_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_pictures" ADD CONSTRAINT "exam_pictures_answer_id_exam_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."exam_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_questions" ADD CONSTRAINT "exam_result_questions_result_id_exam_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."exam_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_questions" ADD CONSTRAINT "exam_result_questions_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_schedule_id_exam_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."exam_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_schedules" ADD CONSTRAINT "exam_schedules_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_trainees" ADD CONSTRAINT "schedule_trainees_schedule_id_exam_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."exam_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_trainees" ADD CONSTRAINT "schedule_trainees_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_answers_question_idx" ON "exam_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "exam_breaks_result_idx" ON "exam_breaks" USING btree ("result_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_breaks_one_open_idx" ON "exam_breaks" USING btree ("result_id") WHERE ended_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_essay_files_question_name_idx" ON "exam_essay_files" USING btree ("result_question_id","file_name");--> statement-breakpoint
CREATE INDEX "exam_questions_exam_idx" ON "exam_questions" USING btree ("exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_result_questions_result_question_idx" ON "exam_result_questions" USING btree ("result_id","question_id");--> statement-breakpoint
CREATE INDEX "exam_results_customer_schedule_idx" ON "exam_results" USING btree ("customer_id","schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_results_one_running_idx" ON "exam_results" USING btree ("customer_id") WHERE status in ('IN_PROGRESS', 'BREAK_TAKEN');--> statement-breakpoint
CREATE INDEX "exam_schedules_exam_idx" ON "exam_schedules" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "schedule_trainees_customer_idx" ON "schedule_trainees" USING btree ("customer_id");