-- Statistics of the mother-tongue filter's expression (issue 20, decision 015): a filtered search is
-- planned with its values, and without these PostgreSQL guessed `lower(btrim(mother_tongue)) = $1` at
-- 0.5% of the rows, so it read the whole age range by bitmap and sorted it instead of reading the age
-- index in order and stopping at a page. The city's expression has the statistics of its index
-- (profiles_search_city_idx); education (ILIKE) and the other filters are estimated from their columns.
CREATE STATISTICS IF NOT EXISTS "profiles_mother_tongue_stats" ON (lower(btrim("mother_tongue"))) FROM "profiles";
