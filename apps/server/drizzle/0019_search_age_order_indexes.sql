-- The age order by age in years, ties by the searcher's key (issue 29 item 4, decision 043): an age is
-- the end of one year of birth and the start of the next, and each part is read in id order (the tie
-- key's order) with the date of birth tested inside the index, so a page reads a few index entries per
-- profile instead of reading and sorting everyone of that age. A city's search the same after the city.
CREATE INDEX "profiles_search_age_idx" ON "profiles" USING btree ("gender",extract(year from "date_of_birth"),"id","date_of_birth") WHERE "profiles"."approved_on" is not null and not "profiles"."is_paused";--> statement-breakpoint
CREATE INDEX "profiles_search_city_age_idx" ON "profiles" USING btree ("gender",lower(btrim("city")),extract(year from "date_of_birth"),"id","date_of_birth") WHERE "profiles"."approved_on" is not null and not "profiles"."is_paused";