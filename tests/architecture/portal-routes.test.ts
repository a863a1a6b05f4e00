import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkPortalRoutes, crossRouteImports, routeFolderOf } from './portal-routes';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');

describe('no portal route folder imports another’s internals', () => {
  it('holds for every file under examples/portal/src/routes, tests and fixtures included', () => {
    expect(checkPortalRoutes(repoRoot)).toEqual([]);
  });

  it('reads the route folder of a path', () => {
    expect(routeFolderOf('examples/portal/src/routes/scenes/SceneEditorPage.tsx')).toBe('scenes');
    expect(routeFolderOf('examples/portal/src/routes/scenes/parts/Toolbar.tsx')).toBe('scenes');
    expect(routeFolderOf('examples/portal/src/shared/playlistPaths.ts')).toBeNull();
    expect(routeFolderOf('examples/portal/src/routes/index.ts')).toBeNull();
  });

  it('finds a relative import into another route folder, static, type-only, re-exported or dynamic', () => {
    const file = 'examples/portal/src/routes/layouts/LayoutEditor.tsx';
    const source = [
      "import { EditorToolbar } from '../scenes/EditorToolbar';",
      "import type { PageProps } from '../../app/pages';",
      "export { NameField } from '../scenes/parts/NameField';",
      "const page = await import('../playlist/PlaylistItemEditorPage');",
      "import { LayoutCard } from './LayoutCard';",
      "import { LayerEditor } from '@screenplay/ui/layer-editor';",
      "import { sceneEditorPath } from '../../shared/playlistPaths';",
    ].join('\n');
    expect(crossRouteImports(file, source, repoRoot).map(({ specifier, into }) => [specifier, into])).toEqual([
      ['../scenes/EditorToolbar', 'scenes'],
      ['../scenes/parts/NameField', 'scenes'],
      ['../playlist/PlaylistItemEditorPage', 'playlist'],
    ]);
  });

  it('lets a test or fixture import its own folder, and shared modules, but not a sibling route’s', () => {
    const file = 'examples/portal/src/routes/layouts/CreateSceneFromLayoutPage.test.tsx';
    const source = [
      "import CreateScenePage from '../scenes/CreateScenePage';",
      "import { fakeApi } from '../../test/library.fixtures';",
      "import { LAYOUT } from './layouts.fixtures';",
      "import { x } from '../layouts/x';",
    ].join('\n');
    expect(crossRouteImports(file, source, repoRoot).map((found) => found.specifier)).toEqual([
      '../scenes/CreateScenePage',
    ]);
  });

  it('ignores files outside the route folders', () => {
    const source = "import Page from '../routes/scenes/SceneEditorPage';";
    expect(crossRouteImports('examples/portal/src/app/pages.ts', source, repoRoot)).toEqual([]);
  });
});
