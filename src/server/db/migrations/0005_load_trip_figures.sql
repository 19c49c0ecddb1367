-- Beyond the contract (docs/decisions/012, R-HIST-1): what each logged decision was computed
-- with, so nothing is lost across devices. All nullable: rows written before this migration, and
-- clients that predate these fields, simply leave them NULL.
ALTER TABLE loads ADD COLUMN deadhead_miles double precision CHECK (deadhead_miles >= 0);
ALTER TABLE loads ADD COLUMN trip_days double precision CHECK (trip_days > 0);
ALTER TABLE loads ADD COLUMN factoring_fee double precision CHECK (factoring_fee >= 0);
ALTER TABLE loads ADD COLUMN dispatch_fee double precision CHECK (dispatch_fee >= 0);
-- The cost profile used (fuel price, MPG, costs, thresholds, fees, miles per day, spread, fuel type).
ALTER TABLE loads ADD COLUMN cost_profile jsonb;
