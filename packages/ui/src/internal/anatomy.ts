/**
 * A component's anatomy: the styling contract a themer reads. Every element a component renders that a theme may
 * style carries `data-scope="<scope>"` and `data-part="<part>"`; where it changes look with its state it also carries
 * `data-state="<state>"`; its theme CSS reads the listed `--sp-*` tokens. Declared once in `<Component>.anatomy.ts`
 * beside the component (Zag.js's convention), listed in the ui README, and checked against the component source and
 * theme CSS by a unit test so the declaration cannot drift.
 */

/** The attributes that mark an element as one part of a component. */
export type PartAttrs = { 'data-scope': string; 'data-part': string };

/** One part of a component: the attributes to spread on its element and the CSS selector that finds it. */
export type AnatomyPart = { selector: string; attrs: PartAttrs };

/** A component's declared scope, parts, states and tokens, with helpers to render and select its parts. */
export type Anatomy<P extends string = string, S extends string = string> = {
  /** The `data-scope` value every part of the component carries. */
  readonly scope: string;
  /** The `data-part` values, in declaration order. */
  readonly parts: readonly P[];
  /** The `data-state` values a part may carry. */
  readonly states: readonly S[];
  /** The `--sp-*` custom properties the component's theme CSS reads. */
  readonly tokens: readonly `--sp-${string}`[];
  /** The `data-scope`/`data-part` attributes for one part, to spread on its element. */
  attrs: (part: P) => PartAttrs;
  /** The CSS selector of one part, e.g. `[data-scope="dialog"][data-part="content"]`. */
  selector: (part: P) => string;
  /** Every part keyed by name, as Zag.js's `anatomy.build()` returns them. */
  build: () => Record<P, AnatomyPart>;
};

/** The builder {@link createAnatomy} returns: name the parts once, then add states, tokens or more parts. */
export type AnatomyBuilder<P extends string, S extends string> = Anatomy<P, S> & {
  /** Adds parts (for a component that renders another's parts, or a variant with extra parts). */
  extend: <V extends string>(...parts: V[]) => AnatomyBuilder<P | V, S>;
  /** Declares the `data-state` values the parts may carry. */
  withStates: <T extends string>(...states: T[]) => AnatomyBuilder<P, S | T>;
  /** Declares the `--sp-*` tokens the component's theme CSS reads. */
  withTokens: (...tokens: `--sp-${string}`[]) => AnatomyBuilder<P, S>;
};

function builder<P extends string, S extends string>(
  scope: string,
  parts: readonly P[],
  states: readonly S[],
  tokens: readonly `--sp-${string}`[],
): AnatomyBuilder<P, S> {
  const attrs = (part: P): PartAttrs => ({ 'data-scope': scope, 'data-part': part });
  const selector = (part: P): string => `[data-scope="${scope}"][data-part="${part}"]`;
  return {
    scope,
    parts,
    states,
    tokens,
    attrs,
    selector,
    build: () =>
      Object.fromEntries(parts.map((part) => [part, { selector: selector(part), attrs: attrs(part) }])) as Record<
        P,
        AnatomyPart
      >,
    extend: (...more) => builder(scope, unique([...parts, ...more]), states, tokens),
    withStates: (...more) => builder(scope, parts, unique([...states, ...more]), tokens),
    withTokens: (...more) => builder(scope, parts, states, unique([...tokens, ...more])),
  };
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/**
 * Starts a component's anatomy: `createAnatomy('dialog').parts('trigger', 'content')`, then optionally
 * `.withStates('open', 'closed')` and `.withTokens('--sp-color-surface')`.
 *
 * @example
 * export const dialogAnatomy = createAnatomy('dialog').parts('root', 'title').withStates('open', 'closed');
 * <div {...dialogAnatomy.attrs('root')} data-state={isOpen ? 'open' : 'closed'} />
 */
export function createAnatomy(scope: string): { parts: <P extends string>(...parts: P[]) => AnatomyBuilder<P, never> } {
  if (!/^[a-z][a-z0-9-]*$/.test(scope)) throw new Error(`createAnatomy: scope "${scope}" is not kebab-case`);
  return { parts: (...parts) => builder(scope, unique(parts), [], []) };
}
