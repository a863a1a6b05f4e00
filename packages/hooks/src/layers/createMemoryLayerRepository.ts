import type { Id } from '@screenplay/core';
import { notFoundError, refusalError } from './layerErrors';
import type { LayerDocument, LayerRepository, LayerSaveOptions } from './layerRepository.types';

/** Options of {@link createMemoryLayerRepository}. */
export interface MemoryLayerRepositoryOptions<D extends LayerDocument> {
  /** Refuses a save before it is stored (templates: `templateRefusal`). */
  refusal?: (document: D) => string | null;
}

/** The in-memory repository plus what it stores and received. */
export interface MemoryLayerRepository<D extends LayerDocument> extends LayerRepository<D> {
  /** A copy of a stored document, or undefined. */
  peek(id: Id): D | undefined;
  /** Every save received, in order, with its options. */
  readonly saves: { document: D; options: LayerSaveOptions }[];
}

/**
 * Creates a layer repository that keeps documents in memory: a save of a new document (id null) stores it under
 * the next free id, other saves replace the stored copy; documents go in and out as copies. For integrators
 * without our server, and for tests.
 * @example
 * const repository = createMemoryLayerRepository([playlistItemDocument(section, item)]);
 */
export function createMemoryLayerRepository<D extends LayerDocument>(
  documents: readonly D[] = [],
  options: MemoryLayerRepositoryOptions<D> = {},
): MemoryLayerRepository<D> {
  const stored = new Map<Id, D>();
  for (const document of documents) if (document.id !== null) stored.set(document.id, structuredClone(document));
  const saves: { document: D; options: LayerSaveOptions }[] = [];
  const nextId = (): Id => Math.max(0, ...stored.keys()) + 1;

  return {
    saves,
    peek: (id) => {
      const document = stored.get(id);
      return document && structuredClone(document);
    },
    async load(id) {
      const document = stored.get(id);
      if (!document) throw notFoundError();
      return structuredClone(document);
    },
    async save(document, saveOptions = {}) {
      const refusal = options.refusal?.(document) ?? null;
      if (refusal !== null) throw refusalError(refusal);
      saves.push({ document: structuredClone(document), options: saveOptions });
      const id = document.id ?? nextId();
      if (document.id !== null && !stored.has(id)) throw notFoundError();
      const copy = { ...structuredClone(document), id };
      stored.set(id, copy);
      return structuredClone(copy);
    },
    ...(options.refusal ? { refusal: options.refusal } : {}),
  };
}
