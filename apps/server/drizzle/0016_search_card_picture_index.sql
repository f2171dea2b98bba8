-- A card's picture in the order the match search takes it (the primary if approved, else the earliest
-- approved; decision 039): one entry of this index per match, where profile_pictures_profile_idx left a
-- sort of the profile's pictures for each of the page's matches (about 0.2 ms of PostgreSQL a page).
CREATE INDEX "profile_pictures_card_idx" ON "profile_pictures" USING btree ("profile_id","is_primary" DESC NULLS FIRST,"created_at","id") WHERE "profile_pictures"."status" = 'approved';