import { describe, expect, it } from 'vitest';
import { isAppPath } from './drawn-app';

describe('isAppPath', () => {
  it('covers /app and every page under it', () => {
    expect(isAppPath('/app')).toBe(true);
    expect(isAppPath('/app/niveau/6')).toBe(true);
    expect(isAppPath('/app/formations')).toBe(true);
  });

  it('leaves out the other pages, even those that start alike', () => {
    expect(isAppPath('/')).toBe(false);
    expect(isAppPath('/application')).toBe(false);
    expect(isAppPath('/login')).toBe(false);
    expect(isAppPath('/entreprise')).toBe(false);
  });
});
