-- Statistics of the city filter's expression (issue 20, decision 015). The expression indexes on it
-- are partial, and PostgreSQL takes no statistics from a partial index, so a city search was planned
-- with a guess of 0.5% of the rows: in the newest order it read and sorted the whole city (1.2 s at
-- 1,000,000 profiles) instead of reading profiles_search_city_newest_idx in order (1 ms).
CREATE STATISTICS IF NOT EXISTS "profiles_city_stats" ON (lower(btrim("city"))) FROM "profiles";
