-- Every accepted form submission. Sign-up forms set dedupe_key (normalised e-mail, plus the product
-- for the waitlist) so a repeated sign-up is one row; message forms (contact, returns) leave it NULL,
-- and NULLs never collide in a unique index, so each message is kept.
CREATE TABLE IF NOT EXISTS form_submissions (
  id         bigserial PRIMARY KEY,
  form       text NOT NULL,
  email      text,
  dedupe_key text,
  fields     jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX IF NOT EXISTS form_submissions_form_dedupe_key
  ON form_submissions (form, dedupe_key);

CREATE INDEX IF NOT EXISTS form_submissions_form_created_at
  ON form_submissions (form, created_at);
