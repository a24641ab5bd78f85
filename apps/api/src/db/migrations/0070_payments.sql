-- Paid offers through Stripe (docs/decisions/payments.md). users.is_paid stays the one flag the
-- rest of the app reads; it is recomputed from the staff grant and these payments.

-- One row per Checkout session we opened. `paid_until` is the end of the last subscription
-- period actually paid (a failed renewal never extends it); `stripe_event_at` is the Stripe
-- timestamp of the last subscription state applied, so an older event never overrides it.
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  offer text NOT NULL CHECK (offer IN ('premium', 'abonnement')),
  checkout_session_id text NOT NULL UNIQUE,
  customer_id text,
  subscription_id text UNIQUE,
  payment_intent_id text UNIQUE,
  status text NOT NULL DEFAULT 'en_attente'
    CHECK (status IN ('en_attente', 'paye', 'rembourse', 'actif', 'impaye', 'resilie')),
  current_period_end timestamptz,
  paid_until timestamptz,
  stripe_event_at bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_user_idx ON payments (user_id);

-- Stripe event ids already handled: each event is processed once, however often it arrives.
CREATE TABLE payment_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Paid status given by the staff (`npm run admin -- set-paid`): no Stripe event removes it.
ALTER TABLE users ADD COLUMN paid_by_staff boolean NOT NULL DEFAULT false;
UPDATE users SET paid_by_staff = true WHERE is_paid;
