import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialAccount } from '@screenplay/core/tenant';
import { FONT_FORMATS, facebookPosts, instagramPosts } from '@screenplay/core/widgets';
import type {
  FacebookPostDto,
  FontFamily,
  ForecastAnswer,
  GeoLocation,
  InstagramPostDto,
  RssFeed,
} from '@screenplay/core/widgets';
import { FONT_CONTENT_TYPES } from '../../examples/portal/server/fonts/fontCatalogue';
import { createHarness, DEMO, type Harness } from './support/harness';
import { closedOrigin } from './support/stockServer';
import { BACKENDS } from './support/testDb';
import { startWidgetServer, widgetsAt, type WidgetServer } from './support/widgetServer';

const FORECAST_UNAVAILABLE = { message: 'The weather forecast is not available', code: 'widgets.forecastUnavailable' };
const FEED_UNAVAILABLE = { message: 'The feed is not available', code: 'widgets.feedUnavailable' };
const OSLO = '59.91273,10.74609';
const require = createRequire(import.meta.url);

describe.each(BACKENDS)('widget data: fonts, places, forecasts, social accounts and feeds (%s)', (backend) => {
  let server: WidgetServer;
  let h: Harness;
  let offline: Harness;
  let token: string;
  let offlineToken: string;

  beforeAll(async () => {
    server = await startWidgetServer();
    h = await createHarness(backend, { widgets: server.widgets });
    // Every service unreachable, and feeds held to the default rule: public addresses only.
    offline = await createHarness(backend, {
      widgets: { ...widgetsAt(await closedOrigin()), allowPrivateFeedUrls: false },
    });
    token = (await h.login(DEMO.acmeAdmin)).accessToken;
    offlineToken = (await offline.login(DEMO.acmeAdmin)).accessToken;
  });
  afterAll(async () => {
    await h.dispose();
    await offline.dispose();
    await server.close();
  });

  it('needs a session for every widget data call (401), but not for the font files', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/fonts'],
      ['POST', '/api/v1/geo/search'],
      ['GET', `/api/v1/geo/forecast/${OSLO}`],
      ['GET', '/api/v1/facebook/accounts'],
      ['GET', '/api/v1/instagram/accounts/17841400008460056/media'],
      ['GET', '/api/v1/rss?url=https://news.example.org/feed.xml'],
    ] as const) {
      expect((await h.call(method, path)).status, path).toBe(401);
    }
    expect((await h.call('GET', '/fonts/roboto-latin-400-normal.woff2')).status).toBe(200);
  });

  describe('fonts', () => {
    it('lists the open fonts shipped by packages, each in four styles in the formats the package ships', async () => {
      const { status, body } = await h.call<{ data: FontFamily[] }>('GET', '/api/v1/fonts', { token });
      expect(status).toBe(200);
      expect(body.data.map((family) => family.fontFamily)).toEqual(['Lato', 'Open Sans', 'Roboto']);
      const roboto = body.data.find((family) => family.id === 'roboto');
      expect(Object.keys(roboto?.fonts ?? {})).toEqual(['Regular', 'Bold', 'Italic', 'BoldItalic']);
      expect(roboto?.fonts.BoldItalic).toEqual({
        uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        formats: [
          { url: '/fonts/roboto-latin-700-italic.woff2', format: 'woff2' },
          { url: '/fonts/roboto-latin-700-italic.woff', format: 'woff' },
        ],
      });
      // Every format of the spec (woff2, woff, eot, ttf, svg) the package has on disk is listed, in that order.
      for (const family of body.data) {
        const shipped = readdirSync(join(dirname(require.resolve(`@fontsource/${family.id}/package.json`)), 'files'));
        for (const font of Object.values(family.fonts)) {
          const stem = font.formats[0]?.url.slice('/fonts/'.length).replace(/\.[a-z0-9]+$/, '');
          const onDisk = FONT_FORMATS.filter((format) => shipped.includes(`${stem}.${format}`));
          expect(
            font.formats.map((f) => f.format),
            stem,
          ).toEqual(onDisk);
        }
      }
      const uuids = body.data.flatMap((family) => Object.values(family.fonts).map((font) => font.uuid));
      expect(new Set(uuids).size).toBe(12);
      const again = await h.call<{ data: FontFamily[] }>('GET', '/api/v1/fonts', { token });
      expect(again.body.data).toEqual(body.data);
    });

    it('serves every listed file with its font type, a long public cache and CORS', async () => {
      const { body } = await h.call<{ data: FontFamily[] }>('GET', '/api/v1/fonts', { token });
      for (const family of body.data) {
        for (const font of Object.values(family.fonts)) {
          for (const { url, format } of font.formats) {
            const response = await h.app.request(url);
            expect(response.status, url).toBe(200);
            expect(response.headers.get('content-type')).toBe(FONT_CONTENT_TYPES[format]);
            expect(response.headers.get('cache-control')).toBe('public, max-age=31536000');
            const bytes = new Uint8Array(await response.arrayBuffer());
            if (format === 'woff2' || format === 'woff')
              expect(new TextDecoder().decode(bytes.subarray(0, 4)), url).toBe(format === 'woff2' ? 'wOF2' : 'wOFF');
          }
        }
      }
      const response = await h.app.request('/fonts/open-sans-latin-400-normal.woff2');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('serves nothing else under /fonts: other weights, package files and paths that climb out are 404', async () => {
      for (const path of [
        '/fonts/roboto-latin-300-normal.woff2',
        '/fonts/roboto-cyrillic-400-normal.woff2',
        '/fonts/package.json',
        '/fonts/..%2F..%2Fpackage.json',
        '/fonts/%2e%2e/%2e%2e/package.json',
        '/fonts/',
      ]) {
        const response = await h.app.request(path);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('content-type'), path).not.toMatch(/^font\//);
      }
    });
  });

  describe('geo search', () => {
    const search = (json: unknown) => h.call<{ data: GeoLocation[] }>('POST', '/api/v1/geo/search', { token, json });

    it("finds Oslo first for 'osl', with its region, country, coordinates and a location id", async () => {
      const { status, body } = await search({ searchstring: ' osl ' });
      expect(status).toBe(200);
      expect(body.data[0]).toEqual({
        id: OSLO,
        name: 'Oslo',
        country: 'NO',
        admin1: 'Oslo',
        lat: 59.91273,
        lng: 10.74609,
      });
      expect(body.data.length).toBeLessThanOrEqual(20);
      // Names starting with the search, shorter first, then names with a later word starting with it.
      expect(body.data.map((place) => place.name)).toEqual([
        'Oslo',
        'Oslip',
        'Oslob',
        'Osloß',
        'Oslavany',
        'Bili Oslavy',
        'Náměšť nad Oslavou',
        'Kralice nad Oslavou',
      ]);
    });

    it('ignores case and diacritics, ranks exact names first, and answers at most 20 places', async () => {
      expect((await search({ searchstring: 'TROMSO' })).body.data[0]).toMatchObject({ name: 'Tromsø', country: 'NO' });
      const zurich = (await search({ searchstring: 'zurich' })).body.data;
      expect(zurich[0]).toMatchObject({ name: 'Zürich', country: 'CH' });
      expect((await search({ searchstring: 'san' })).body.data).toHaveLength(20);
      const angeles = (await search({ searchstring: 'angeles' })).body.data.map((place) => place.name);
      expect(angeles.slice(0, 4)).toEqual(['Ángeles', 'Angeles City', 'Los Ángeles', 'Los Angeles']);
      expect((await search({ searchstring: 'new york' })).body.data[0]).toMatchObject({
        name: 'New York City',
        admin1: 'New York',
        country: 'US',
      });
    });

    it('needs at least 2 characters after trimming (422 with the field message)', async () => {
      for (const json of [{ searchstring: 'o' }, { searchstring: '  o  ' }, { searchstring: 42 }, {}]) {
        const answer = await search(json);
        expect(answer.status, JSON.stringify(json)).toBe(422);
        expect(answer.body).toMatchObject({
          code: 'widgets.locationSearchTooShort',
          errors: { searchstring: ['Type at least 2 characters to search for a place'] },
        });
      }
      expect((await search({ searchstring: 'zzqxj' })).body.data).toEqual([]);
    });
  });

  describe('forecast', () => {
    const forecast = (harness: Harness, id: string, as = token) =>
      harness.call<{ data: ForecastAnswer }>('GET', `/api/v1/geo/forecast/${id}`, { token: as });
    const metCalls = () => server.requests.filter((request) => request.path === '/metno/compact');

    it('answers the MET compact forecast of a found place with its time zone and offset', async () => {
      const { status, body } = await forecast(h, OSLO);
      expect(status).toBe(200);
      expect(body.data.type).toBe('Feature');
      expect(body.data.geometry).toEqual({ type: 'Point', coordinates: [10.7461, 59.9127, 9] });
      expect(body.data.properties?.meta?.units?.air_temperature).toBe('celsius');
      expect(body.data.properties?.timeseries).toHaveLength(6);
      expect(body.data.properties?.timeseries?.[0]).toMatchObject({
        time: '2024-03-30T08:00:00Z',
        data: {
          instant: { details: { air_temperature: 4.6 } },
          next_1_hours: { summary: { symbol_code: 'partlycloudy_day' } },
        },
      });
      // The harness clock is 2 March 2026: Oslo keeps winter time (UTC+1).
      expect(body.data).toMatchObject({ timezone: 'Europe/Oslo', offset: 1 });
      const [call] = metCalls();
      expect(call?.query.get('lat')).toBe('59.9127');
      expect(call?.query.get('lon')).toBe('10.7461');
      expect(call?.userAgent).toBe('ScreenplayTests/1.0 tests@screenplay.test');
    });

    it('keeps a forecast for 10 minutes per location, then asks MET again', async () => {
      const before = metCalls().length;
      await forecast(h, OSLO);
      expect(metCalls().length).toBe(before);
      h.clock.advance(10 * 60 + 1);
      await forecast(h, OSLO);
      expect(metCalls().length).toBe(before + 1);
    });

    it('leaves the time zone to the client where the country has several, and reads any coordinates', async () => {
      const newYork = await forecast(h, '40.71427,-74.00597');
      expect(newYork.status).toBe(200);
      expect(newYork.body.data.timezone).toBeNull();
      expect(newYork.body.data).not.toHaveProperty('offset');
      expect((await forecast(h, '10.5,20.25')).body.data.timezone).toBeNull();
    });

    it('answers 404 for an id that is not a location', async () => {
      for (const id of ['oslo', '91,10', '59.9,181', '59.9', '59.9,10.7,3']) {
        expect((await forecast(h, id)).status, id).toBe(404);
      }
    });

    it('answers 502 with the forecast message when MET is unreachable or answers something else', async () => {
      const unreachable = await forecast(offline, OSLO, offlineToken);
      expect(unreachable).toMatchObject({ status: 502, body: FORECAST_UNAVAILABLE });
      const broken = await forecast(h, '0,0');
      expect(broken).toMatchObject({ status: 502, body: FORECAST_UNAVAILABLE });
    });
  });

  describe('social accounts', () => {
    it('lists the connected accounts of each kind alphabetically by username, never with tokens', async () => {
      const facebook = await h.call<{ data: SocialAccount[] }>('GET', '/api/v1/facebook/accounts', { token });
      expect(facebook.body.data).toEqual([
        {
          id: '104170258364620',
          type: 'facebook',
          username: 'nordic-bakery',
          source: 'server',
          connectedAt: null,
          expiresAt: null,
        },
      ]);
      const instagram = await h.call<{ data: SocialAccount[] }>('GET', '/api/v1/instagram/accounts', { token });
      expect(instagram.body.data.map((account) => account.username)).toEqual(['Aurora_Cafe', 'nordicbakery']);
      expect(JSON.stringify(instagram.body)).not.toContain('token');
    });

    it("answers a page's posts: id, full_picture or the attachment's image, message", async () => {
      const { status, body } = await h.call<{ data: FacebookPostDto[] }>(
        'GET',
        '/api/v1/facebook/accounts/104170258364620',
        { token },
      );
      expect(status).toBe(200);
      expect(body.data.map((post) => post.id)).toEqual([
        '104170258364620_122145617420006543',
        '104170258364620_122145380210006543',
        '104170258364620_122144991730006543',
        '104170258364620_122144602850006543',
      ]);
      expect(body.data[1]).toEqual({
        id: '104170258364620_122145380210006543',
        full_picture: expect.stringContaining('433912345_122145380198006543'),
        message: 'Thank you for 1,000 followers!',
      });
      expect(body.data[2]).toMatchObject({
        full_picture: null,
        message: 'Closed on Easter Monday. See you on Tuesday!',
      });
      expect(body.data[3]).toMatchObject({ message: '' });
      expect(facebookPosts(body).map((post) => post.imageUrl)).toEqual(body.data.map((post) => post.full_picture));
      const call = server.requests.find((request) => request.path === '/graph/104170258364620/posts');
      expect(call?.query.get('fields')).toBe('id,message,full_picture,attachments{media}');
    });

    it("answers an Instagram account's media: id, thumbnail_url for videos, media_url, caption", async () => {
      const { status, body } = await h.call<{ data: InstagramPostDto[] }>(
        'GET',
        '/api/v1/instagram/accounts/17841400008460056/media',
        { token },
      );
      expect(status).toBe(200);
      expect(body.data).toHaveLength(3);
      expect(body.data[1]).toEqual({
        id: '18031445712345678',
        thumbnail_url: expect.stringContaining('433998877_987654321098765'),
        media_url: expect.stringContaining('.mp4'),
        caption: 'How we shape our sourdough',
      });
      expect(body.data[2]).toMatchObject({ thumbnail_url: null, caption: '' });
      expect(instagramPosts(body)[1]?.imageUrl).toBe(body.data[1]?.thumbnail_url);
    });

    it("answers 404 for an unknown account, another customer's account or the wrong kind", async () => {
      for (const path of [
        '/api/v1/facebook/accounts/1',
        '/api/v1/instagram/accounts/17841400000000002/media',
        '/api/v1/facebook/accounts/17841400008460056',
        '/api/v1/instagram/accounts/104170258364620/media',
      ]) {
        expect((await h.call('GET', path, { token })).status, path).toBe(404);
      }
    });

    it('answers 502 with the feed message for a refused token or an unreachable Graph API', async () => {
      const expired = await h.call('GET', '/api/v1/instagram/accounts/17841400000000001/media', { token });
      expect(expired).toMatchObject({ status: 502, body: FEED_UNAVAILABLE });
      const unreachable = await offline.call('GET', '/api/v1/facebook/accounts/104170258364620', {
        token: offlineToken,
      });
      expect(unreachable).toMatchObject({ status: 502, body: FEED_UNAVAILABLE });
    });
  });

  describe('rss', () => {
    const rss = (url: string, harness = h, as = token) =>
      harness.call<{ data: RssFeed }>('GET', `/api/v1/rss?url=${encodeURIComponent(url)}`, { token: as });

    it('reads an RSS 2.0 feed: plain texts, absolute http links only, dates in ISO, image enclosures', async () => {
      const { status, body } = await rss(`${server.origin}/feeds/rss.xml`);
      expect(status).toBe(200);
      expect(body.data.title).toBe('City News & Events');
      expect(body.data.items).toEqual([
        {
          id: 'https://news.example.org/?p=4812',
          title: 'Harbour festival opens on Saturday',
          link: 'https://news.example.org/2024/03/harbour-festival/',
          publishedAt: '2024-03-30T07:30:00.000Z',
          summary:
            'Food stalls, live music and boat trips & more along the waterfront. The post Harbour festival opens on Saturday appeared first on City News.',
          imageUrl: 'https://news.example.org/wp-content/uploads/2024/03/harbour.jpg',
        },
        {
          id: 'https://news.example.org/2024/03/road-works/',
          title: 'Road works on Main Street – expect delays',
          link: `${server.origin}/2024/03/road-works/`,
          publishedAt: '2024-03-29T15:12:09.000Z',
          summary: 'Lanes close from Monday for two weeks.',
          imageUrl: 'https://cdn.example.org/thumbs/road-works.jpg',
        },
        {
          id: '3',
          title: '2024',
          link: null,
          publishedAt: null,
          summary: 'A link that must not reach a screen.',
          imageUrl: null,
        },
      ]);
    });

    it('reads an Atom feed: alternate links, published or updated dates, html and xhtml summaries', async () => {
      const { status, body } = await rss(`${server.origin}/feeds/atom.xml`);
      expect(status).toBe(200);
      expect(body.data).toEqual({
        title: 'Screenplay Engineering Blog',
        items: [
          {
            id: 'tag:blog.example.com,2024-03-29:/snapping',
            title: 'Faster snapping without scanning',
            link: 'https://blog.example.com/2024/03/snapping',
            publishedAt: '2024-03-29T17:00:00.000Z',
            summary: 'A sorted index per gesture and a binary search per pointer move.',
            imageUrl: 'https://blog.example.com/images/snapping.png',
          },
          {
            id: 'tag:blog.example.com,2024-03-20:/release-0-9',
            title: 'Release notes 0.9',
            link: 'https://blog.example.com/2024/03/release-0-9',
            publishedAt: '2024-03-20T09:00:00.000Z',
            summary: 'Weather widgets read forecasts server-side.',
            imageUrl: null,
          },
        ],
      });
    });

    it('refuses URLs that are not public http(s) addresses (422)', async () => {
      const refused = {
        status: 422,
        body: {
          code: 'widgets.feedUrlRefused',
          errors: { url: ['Feeds can only be read from public http or https addresses'] },
        },
      };
      for (const url of [
        '',
        'not a url',
        'file:///etc/passwd',
        'ftp://example.org/feed.xml',
        `${server.origin}/feeds/rss.xml`,
        'http://[::1]/feed',
        'http://169.254.169.254/latest/meta-data/',
      ]) {
        expect(await rss(url, offline, offlineToken), url).toMatchObject(refused);
      }
    });

    it('answers 502 with the feed message for a page that is not a feed, a feed over 2 MB, a missing feed or an unknown host', async () => {
      expect(await rss(`${server.origin}/feeds/page.html`)).toMatchObject({ status: 502, body: FEED_UNAVAILABLE });
      expect(await rss(`${server.origin}/feeds/huge.xml`)).toMatchObject({ status: 502, body: FEED_UNAVAILABLE });
      expect(await rss(`${server.origin}/feeds/missing.xml`)).toMatchObject({ status: 502, body: FEED_UNAVAILABLE });
      // `.invalid` never resolves (RFC 6761).
      expect(await rss('http://feeds.invalid/feed.xml', offline, offlineToken)).toMatchObject({
        status: 502,
        body: FEED_UNAVAILABLE,
      });
    });
  });
});
