import { type } from 'arktype';
import type { ScreenshotDto } from '../screens/screens.wire';
import type { HeartbeatResponse, PairingStarted, PairingStatus, PlayerContent } from '../screens/player.protocol';
import type { BrandDto } from '../tenant/tenant.settings';
import type { FacebookPostDto, ForecastAnswer, InstagramPostDto, RssFeed } from '../widgets/widgets.wire';
import { endpoint } from './endpoint';
import type { Envelope } from './envelope';
import { heartbeatSchema, pairingRequestSchema, syncReportSchema } from './player.schemas';
import { rssQuerySchema, type SocialAccountsDto } from './widgets.contract';

/** `POST player/sync`'s answer: whether the report was for the screen's current content. */
export interface SyncOutcomeDto {
  /** False when the content changed since (the report is ignored). */
  applied: boolean;
  /** The screen's current content version. */
  contentVersion: string;
}

/** The query of `POST player/screenshots`: the portal's request the picture answers (any other: 404). */
export const screenshotUploadQuerySchema = type({ 'requestId?': 'string' });

/** The web player's API (ours; the spec has no player): pairing, then calls with `Authorization: Device <token>`. */
export const PLAYER_API = {
  startPairing: endpoint<PairingStarted>()({
    method: 'POST',
    path: 'player/pairings',
    summary: 'An unpaired player asks for a pairing code (deviceInfo).',
    tag: 'player',
    auth: 'none',
    body: pairingRequestSchema,
  }),
  pollPairing: endpoint<PairingStatus>()({
    method: 'GET',
    path: 'player/pairings/:id',
    summary: 'The player polls its pairing (X-Pairing-Secret header): waiting, expired or paired with its token.',
    tag: 'player',
    auth: 'none',
  }),
  heartbeat: endpoint<HeartbeatResponse>()({
    method: 'POST',
    path: 'player/heartbeat',
    summary: 'The player says it is alive, what it plays and its clock (contentVersion, playback, clock).',
    tag: 'player',
    auth: 'device',
    body: heartbeatSchema,
  }),
  content: endpoint<PlayerContent>()({
    method: 'GET',
    path: 'player/content',
    summary: "The screen's content: its scenes, schedules, settings and fonts.",
    tag: 'player',
    auth: 'device',
  }),
  sync: endpoint<Envelope<SyncOutcomeDto>>()({
    method: 'POST',
    path: 'player/sync',
    summary: 'The player reports a content version live, or why not (contentVersion, state, error).',
    tag: 'player',
    auth: 'device',
    body: syncReportSchema,
  }),
  events: endpoint<string>()({
    method: 'GET',
    path: 'player/events',
    summary: "The screen's messages as server-sent events (content, reload, screenshot requests).",
    tag: 'player',
    auth: 'device',
    produces: 'text/event-stream',
  }),
  brand: endpoint<Envelope<BrandDto | null>>()({
    method: 'GET',
    path: 'player/brand',
    summary: "The screen's customer's brand.",
    tag: 'player',
    auth: 'device',
  }),
  uploadScreenshot: endpoint<Envelope<ScreenshotDto>>()({
    method: 'POST',
    path: 'player/screenshots',
    summary: 'The player uploads a screenshot the portal asked for (the image as the body; requestId).',
    tag: 'player',
    auth: 'device',
    query: screenshotUploadQuerySchema,
  }),
  forecast: endpoint<Envelope<ForecastAnswer>>()({
    method: 'GET',
    path: 'player/data/geo/forecast/:id',
    summary: "A place's forecast, for a weather layer.",
    tag: 'player',
    auth: 'device',
  }),
  rss: endpoint<Envelope<RssFeed>>()({
    method: 'GET',
    path: 'player/data/rss',
    summary: "An RSS feed's items, for a feed layer (url).",
    tag: 'player',
    auth: 'device',
    query: rssQuerySchema,
  }),
  facebookAccounts: endpoint<SocialAccountsDto>()({
    method: 'GET',
    path: 'player/data/facebook/accounts',
    summary: "The Facebook accounts the screen's customer sees.",
    tag: 'player',
    auth: 'device',
  }),
  facebookPosts: endpoint<Envelope<FacebookPostDto[]>>()({
    method: 'GET',
    path: 'player/data/facebook/accounts/:id',
    summary: "A Facebook account's posts, for a feed layer.",
    tag: 'player',
    auth: 'device',
  }),
  instagramAccounts: endpoint<SocialAccountsDto>()({
    method: 'GET',
    path: 'player/data/instagram/accounts',
    summary: "The Instagram accounts the screen's customer sees.",
    tag: 'player',
    auth: 'device',
  }),
  instagramPosts: endpoint<Envelope<InstagramPostDto[]>>()({
    method: 'GET',
    path: 'player/data/instagram/accounts/:id/media',
    summary: "An Instagram account's posts, for a feed layer.",
    tag: 'player',
    auth: 'device',
  }),
} as const;
