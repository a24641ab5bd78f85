-- A company's postings go when its account is erased (by the staff, the inactivity purge or the
-- company itself): their copies in the offers catalogue must go too, whichever path deleted them,
-- or Emplois would keep listing offers nobody can apply to.
CREATE FUNCTION withdraw_deleted_company_offer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_offres WHERE id = 'declic-' || OLD.id;
  RETURN OLD;
END;
$$;

CREATE TRIGGER company_offers_withdrawn_on_delete
  AFTER DELETE ON company_offers
  FOR EACH ROW EXECUTE FUNCTION withdraw_deleted_company_offer();
