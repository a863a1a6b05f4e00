import { describe, expect, it } from 'vitest';
import { backTarget, loginRedirectUrl, readNumberParam, returnTargetAfterLogin, splitPath } from './paths';

describe('splitPath', () => {
  it('splits route, sub-route and numeric id from the first three segments', () => {
    expect(splitPath('/scenes/edit_scene/12')).toEqual({ route: 'scenes', subRoute: 'edit_scene', id: 12 });
    expect(splitPath('/scenes/edit_scene/12/extra')).toEqual({ route: 'scenes', subRoute: 'edit_scene', id: 12 });
  });

  it('leaves a non-numeric third segment out of the id', () => {
    expect(splitPath('/scenes/edit_playlist/abc')).toEqual({ route: 'scenes', subRoute: 'edit_playlist', id: null });
  });

  it('reads a numeric second segment as the id, with the third as sub-route', () => {
    expect(splitPath('/screens/12')).toEqual({ route: 'screens', subRoute: null, id: 12 });
    expect(splitPath('/screens/12/assign_scenes')).toEqual({ route: 'screens', subRoute: 'assign_scenes', id: 12 });
  });

  it('accepts negative ids (a new layout is -1)', () => {
    expect(splitPath('/library/edit_layout/-1')).toEqual({ route: 'library', subRoute: 'edit_layout', id: -1 });
  });

  it('handles short paths, the root and trailing slashes', () => {
    expect(splitPath('/')).toEqual({ route: '', subRoute: null, id: null });
    expect(splitPath('')).toEqual({ route: '', subRoute: null, id: null });
    expect(splitPath('/library/')).toEqual({ route: 'library', subRoute: null, id: null });
    expect(splitPath('/scenes/create_scene')).toEqual({ route: 'scenes', subRoute: 'create_scene', id: null });
  });

  it('does not take a decimal or mixed segment for an id', () => {
    expect(splitPath('/scenes/edit_scene/1.5').id).toBeNull();
    expect(splitPath('/scenes/edit_scene/12a').id).toBeNull();
  });
});

describe('readNumberParam', () => {
  it('reads t as a number', () => {
    expect(readNumberParam('?t=1.5')).toBe(1.5);
    expect(readNumberParam('t=3')).toBe(3);
    expect(readNumberParam('?a=1&t=-2')).toBe(-2);
    expect(readNumberParam('?t=0')).toBe(0);
  });

  it('returns null when missing, empty, not a number or infinite', () => {
    expect(readNumberParam('')).toBeNull();
    expect(readNumberParam('?t=')).toBeNull();
    expect(readNumberParam('?t=%20')).toBeNull();
    expect(readNumberParam('?t=abc')).toBeNull();
    expect(readNumberParam('?t=Infinity')).toBeNull();
  });

  it('reads another parameter by name', () => {
    expect(readNumberParam('?page=4', 'page')).toBe(4);
    expect(readNumberParam('?t=4', 'page')).toBeNull();
  });
});

describe('backTarget', () => {
  it('returns the previous path', () => {
    expect(backTarget({ previousPath: '/scenes?folder=3', fallbackUrl: '/library' })).toBe('/scenes?folder=3');
  });

  it('sets, replaces and removes query parameters on the previous path, keeping its hash', () => {
    const to = backTarget({ previousPath: '/scenes?folder=3&x=1#top', query: { folder: 5, tab: 'media', x: null } });
    expect(to).toBe('/scenes?folder=5&tab=media#top');
  });

  it('falls back to the fallback url, then the root', () => {
    expect(backTarget({ previousPath: null, fallbackUrl: '/library' })).toBe('/library');
    expect(backTarget({ previousPath: '', fallbackUrl: '' })).toBe('/');
    expect(backTarget({})).toBe('/');
  });
});

describe('loginRedirectUrl', () => {
  it('carries the path and query in p and q, URL-encoded', () => {
    expect(loginRedirectUrl('/scenes', '?a=1&b=2')).toBe('/login?p=%2Fscenes&q=a%3D1%26b%3D2');
    expect(loginRedirectUrl('/scenes', 'a=1')).toBe('/login?p=%2Fscenes&q=a%3D1');
    expect(loginRedirectUrl('/scenes', '')).toBe('/login?p=%2Fscenes&q=');
    expect(loginRedirectUrl('/', '?t=1')).toBe('/login?p=%2F&q=t%3D1');
  });

  it('gives plain /login for the bare root', () => {
    expect(loginRedirectUrl('/', '')).toBe('/login');
    expect(loginRedirectUrl('/', '?')).toBe('/login');
  });

  it('never nests /login in p', () => {
    expect(loginRedirectUrl('/login', '?p=%2Fscenes&q=')).toBe('/login?p=%2Fscenes&q=');
    expect(loginRedirectUrl('/login', '')).toBe('/login');
  });

  it('round-trips through returnTargetAfterLogin', () => {
    const url = loginRedirectUrl('/scenes/edit scene/3', '?a=1&b=x y');
    expect(returnTargetAfterLogin(url.slice(url.indexOf('?')))).toBe('/scenes/edit scene/3?a=1&b=x y');
  });
});

describe('returnTargetAfterLogin', () => {
  it('rebuilds p + ? + q', () => {
    expect(returnTargetAfterLogin('?p=%2Fscenes&q=a%3D1%26b%3D2')).toBe('/scenes?a=1&b=2');
    expect(returnTargetAfterLogin('p=%2Fscenes&q=')).toBe('/scenes');
    expect(returnTargetAfterLogin('?p=%2Fscenes')).toBe('/scenes');
  });

  it('defaults to /', () => {
    expect(returnTargetAfterLogin('')).toBe('/');
    expect(returnTargetAfterLogin('?q=a%3D1')).toBe('/');
    expect(returnTargetAfterLogin('?p=')).toBe('/');
  });

  it.each([
    '//evil.com',
    '//evil.com/scenes',
    'https://evil.com',
    'http:/evil.com',
    'javascript:alert(1)',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'evil.com',
    'scenes',
  ])('refuses %j', (path) => {
    expect(returnTargetAfterLogin(`?p=${encodeURIComponent(path)}&q=a%3D1`)).toBe('/');
  });

  it('refuses to return to /login itself', () => {
    expect(returnTargetAfterLogin('?p=%2Flogin&q=p%3D%252F')).toBe('/');
    expect(returnTargetAfterLogin('?p=%2Flogin%2F')).toBe('/');
  });
});
