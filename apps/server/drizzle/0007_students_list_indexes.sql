DROP INDEX "student_programs_class_idx";--> statement-breakpoint
CREATE INDEX "student_programs_list_idx" ON "student_programs" USING btree ("tenant_id","session_id","class_id","section_id","roll_number","student_id");--> statement-breakpoint
CREATE INDEX "students_list_idx" ON "students" USING btree ("tenant_id","id","student_name");--> statement-breakpoint
-- Written by hand (Drizzle does not model statistics): a session and a class belong to one
-- school, so without these the planner multiplies the selectivities of tenant, session and
-- class and expects a class of one school to hold almost no students.
CREATE STATISTICS "student_programs_scope_stats" (dependencies) ON "tenant_id", "session_id", "class_id" FROM "student_programs";
