/** France Travail's OAuth2 server, client-credentials grant, realm /partenaire. */
export interface TokenSettings {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

export class FranceTravailAuthError extends Error {}

/** Renew this long before the announced expiry, so a token never dies mid-request. */
const EXPIRY_MARGIN_MS = 60_000;

/** Keeps one access token until it is about to expire; `invalidate()` forces a new one. */
export class FranceTravailTokens {
  private token: { value: string; expiresAt: number } | undefined;
  private pending: Promise<string> | undefined;
  /** How many tokens were requested (observability and tests). */
  issued = 0;

  constructor(
    private readonly settings: TokenSettings,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async get(): Promise<string> {
    if (this.token && this.now() < this.token.expiresAt) return this.token.value;
    this.pending ??= this.request().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  invalidate(): void {
    this.token = undefined;
  }

  private async request(): Promise<string> {
    const url = new URL(this.settings.tokenUrl);
    if (!url.searchParams.has('realm')) url.searchParams.set('realm', '/partenaire');
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: this.settings.clientId,
        client_secret: this.settings.clientSecret,
        scope: this.settings.scope,
      }),
    });
    if (!response.ok) {
      throw new FranceTravailAuthError(
        `France Travail a refusé l’authentification (HTTP ${response.status}) : vérifiez FRANCE_TRAVAIL_CLIENT_ID et FRANCE_TRAVAIL_CLIENT_SECRET.`,
      );
    }
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token)
      throw new FranceTravailAuthError('Réponse d’authentification France Travail sans jeton.');
    this.issued += 1;
    const lifetime = Math.max(0, (body.expires_in ?? 1499) * 1000 - EXPIRY_MARGIN_MS);
    this.token = { value: body.access_token, expiresAt: this.now() + lifetime };
    return body.access_token;
  }
}
