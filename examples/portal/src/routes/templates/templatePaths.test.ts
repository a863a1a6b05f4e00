import { describe, expect, it } from 'vitest';
import { elementsPath, templateEditorPath } from '../../shared/templatePaths';

describe('template paths', () => {
  it("goes back to the library's Elements tab, on the template's folder when it has one", () => {
    expect(elementsPath(null)).toBe('/library?tab=Elements');
    expect(elementsPath(-1)).toBe('/library?tab=Elements');
    expect(elementsPath(3)).toBe('/library?tab=Elements&folderId=3');
  });

  it('opens a template, or a new one going into a folder (spec §2: /library/edit_template/:templateId?)', () => {
    expect(templateEditorPath(9)).toBe('/library/edit_template/9');
    expect(templateEditorPath(null)).toBe('/library/edit_template');
    expect(templateEditorPath(null, 3)).toBe('/library/edit_template?folderId=3');
    expect(templateEditorPath(null, -1)).toBe('/library/edit_template');
  });
});
