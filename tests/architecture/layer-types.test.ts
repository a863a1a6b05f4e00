import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLayerTypeSwitches, layerTypeSwitches } from './layer-types';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');

describe('layer types are definitions', () => {
  it('no source of ui or hooks switches on the layer type (each type is a definition in the registry)', () => {
    expect(checkLayerTypeSwitches(repoRoot)).toEqual([]);
  });

  it('finds a switch on an itemType and a case on a built-in type, whatever the subject', () => {
    const source = [
      'switch (layer.itemType) {',
      "  case 'Image':",
      '    return 1;',
      '}',
      'switch (item.id) {',
      '  case "Circle": case `Ellipse`:',
      '}',
      'switch (typed?.itemType) {}',
    ].join('\n');
    expect(layerTypeSwitches(source)).toEqual([
      '1: switch (layer.itemType) {',
      "2: case 'Image':",
      '6: case "Circle": case `Ellipse`:',
      '8: switch (typed?.itemType) {}',
    ]);
  });

  it('leaves other switches, cases and comparisons alone', () => {
    const source = [
      'switch (event.key) {',
      "  case 'Enter':",
      "  case 'Textual':",
      '}',
      "const isText = layer.itemType === 'Text';",
    ].join('\n');
    expect(layerTypeSwitches(source)).toEqual([]);
  });
});
