-- Every access token carries the account's token version (claim `ver`); raising it ends every
-- access token and chat socket of the account at once (log out everywhere, new password,
-- replayed refresh token, a parent withdrawing consent).
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
