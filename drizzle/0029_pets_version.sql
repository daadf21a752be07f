ALTER TABLE "accounts" ADD COLUMN "pets_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- accounts.pets_version moves on with every change to what the owner's pet list shows (decision 0014, P2).
-- Statement-level triggers with transition tables: a bulk write (an import, a seed) bumps each account once.
-- Rows that name their account (pets).
CREATE FUNCTION pets_version_bump_by_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE accounts SET pets_version = pets_version + 1 WHERE id IN (SELECT account_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE accounts SET pets_version = pets_version + 1
      WHERE id IN (SELECT account_id FROM new_rows UNION SELECT account_id FROM old_rows);
  ELSE
    UPDATE accounts SET pets_version = pets_version + 1 WHERE id IN (SELECT account_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows that name their pet (licences, photos, rabies proofs): the pet's owner.
CREATE FUNCTION pets_version_bump_by_pet() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE accounts SET pets_version = pets_version + 1
      WHERE id IN (SELECT p.account_id FROM pets p WHERE p.id IN (SELECT pet_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE accounts SET pets_version = pets_version + 1
      WHERE id IN (SELECT p.account_id FROM pets p
        WHERE p.id IN (SELECT pet_id FROM new_rows UNION SELECT pet_id FROM old_rows));
  ELSE
    UPDATE accounts SET pets_version = pets_version + 1
      WHERE id IN (SELECT p.account_id FROM pets p WHERE p.id IN (SELECT pet_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A breed changed or went: the owners of pets of that breed (a new breed is nobody's yet).
CREATE FUNCTION pets_version_bump_by_breed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE accounts SET pets_version = pets_version + 1
    WHERE id IN (SELECT p.account_id FROM pets p WHERE p.breed_id IN (SELECT id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A jurisdiction restricted a breed or lifted it: its owners of pets of that breed.
CREATE FUNCTION pets_version_bump_by_restricted_breed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE accounts SET pets_version = pets_version + 1
      WHERE id IN (SELECT p.account_id FROM pets p JOIN accounts owner ON owner.id = p.account_id
        JOIN new_rows r ON r.jurisdiction_id = owner.jurisdiction_id AND r.breed_id = p.breed_id);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE accounts SET pets_version = pets_version + 1
      WHERE id IN (SELECT p.account_id FROM pets p JOIN accounts owner ON owner.id = p.account_id
        JOIN (SELECT jurisdiction_id, breed_id FROM new_rows UNION SELECT jurisdiction_id, breed_id FROM old_rows) r
          ON r.jurisdiction_id = owner.jurisdiction_id AND r.breed_id = p.breed_id);
  ELSE
    UPDATE accounts SET pets_version = pets_version + 1
      WHERE id IN (SELECT p.account_id FROM pets p JOIN accounts owner ON owner.id = p.account_id
        JOIN old_rows r ON r.jurisdiction_id = owner.jurisdiction_id AND r.breed_id = p.breed_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The account moved to another jurisdiction: its restricted breeds are another list.
CREATE FUNCTION pets_version_bump_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.jurisdiction_id IS DISTINCT FROM OLD.jurisdiction_id THEN
    NEW.pets_version := OLD.pets_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER pets_version_on_move BEFORE UPDATE OF jurisdiction_id ON accounts
  FOR EACH ROW EXECUTE FUNCTION pets_version_bump_on_move();
--> statement-breakpoint
CREATE TRIGGER pets_version_on_insert AFTER INSERT ON pets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pets_version_bump_by_account();
--> statement-breakpoint
CREATE TRIGGER pets_version_on_update AFTER UPDATE ON pets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pets_version_bump_by_account();
--> statement-breakpoint
CREATE TRIGGER pets_version_on_delete AFTER DELETE ON pets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pets_version_bump_by_account();
--> statement-breakpoint
CREATE TRIGGER pets_version_on_insert AFTER INSERT ON pet_licenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pets_version_bump_by_pet();
--> statement-breakpoint
CREATE TRIGGER pets_version_on_update AFTER UPDATE ON pet_licenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pets_version_bump_by_pet();
--> statement-breakpoint
CREATE TRIGGER pets_version_on_delete AFTER DELETE ON pet_licenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pets_version_bump_by_pet();
--> statement-breakpoint
CREATE TRIGGER pets_version_on_insert AFTER INSERT ON pet_photos
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pets_version_bump_by_pet();
--> statement-breakpoint
CREATE TRIGGER pets_version_on_update AFTER UPDATE ON pet_photos
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pets_version_bump_by_pet();
--> statement-breakpoint
CREATE TRIGGER pets_version_on_delete AFTER DELETE ON pet_photos
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pets_version_bump_by_pet();
--> statement-breakpoint
CREATE TRIGGER pets_version_on_insert AFTER INSERT ON rabies_proofs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pets_version_bump_by_pet();
--> statement-breakpoint
CREATE TRIGGER pets_version_on_update AFTER UPDATE ON rabies_proofs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pets_version_bump_by_pet();
--> statement-breakpoint
CREATE TRIGGER pets_version_on_delete AFTER DELETE ON rabies_proofs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pets_version_bump_by_pet();
--> statement-breakpoint
CREATE TRIGGER pets_version_on_update AFTER UPDATE ON breeds
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pets_version_bump_by_breed();
--> statement-breakpoint
CREATE TRIGGER pets_version_on_delete AFTER DELETE ON breeds
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pets_version_bump_by_breed();
--> statement-breakpoint
CREATE TRIGGER pets_version_on_insert AFTER INSERT ON jurisdiction_restricted_breeds
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pets_version_bump_by_restricted_breed();
--> statement-breakpoint
CREATE TRIGGER pets_version_on_update AFTER UPDATE ON jurisdiction_restricted_breeds
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pets_version_bump_by_restricted_breed();
--> statement-breakpoint
CREATE TRIGGER pets_version_on_delete AFTER DELETE ON jurisdiction_restricted_breeds
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pets_version_bump_by_restricted_breed();
