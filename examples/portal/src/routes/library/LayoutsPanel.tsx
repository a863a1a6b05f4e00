import { ROOT_FOLDER_ID, type Id } from '@screenplay/core';
import { useValue } from '@screenplay/hooks';
import { LayoutCard } from '@screenplay/ui/library';
import { useLocation } from 'wouter';
import { ItemList } from './ItemList';
import type { LibraryActions } from './useLibraryActions';
import type { LibraryStores } from './useLibraryStores';

/** Where a layout card's links go; a copy lands in the current library folder (spec §2: "the current library folder is set"). */
function layoutLinks(id: Id, folderId: Id) {
  return {
    edit: `/library/edit_layout/${id}`,
    copy:
      folderId === ROOT_FOLDER_ID
        ? `/library/create_layout/${id}`
        : `/library/create_layout/${id}?folderId=${folderId}`,
    createScene: `/scenes/create_scene_from_layout/${id}`,
  };
}

/** The Layouts tab: the selected folder's layouts as cards (edit, copy, create a scene, move, delete). */
export function LayoutsPanel({
  stores,
  actions,
  label,
}: {
  stores: LibraryStores;
  actions: LibraryActions;
  label: string;
}) {
  const { library, folders } = stores;
  const layouts = useValue(library.$visibleLayouts);
  const isLoading = useValue(library.$isLoading);
  const tree = useValue(folders.$tree);
  const [, navigate] = useLocation();
  return (
    <ItemList isLoading={isLoading} count={layouts.length} label={label} emptyKey="library.noLayouts">
      {layouts.map((layout) => (
        <li key={layout.id}>
          <LayoutCard
            layout={layout}
            folders={tree}
            links={layoutLinks(layout.id, actions.currentFolderId)}
            onNavigate={navigate}
            onDelete={(item) => void actions.remove('layouts', item.id)}
            onMove={(item, folderId) => void actions.move('layouts', item.id, folderId)}
            canDropInto={actions.canDropInto}
            canChange={actions.canChangeItem(layout)}
            canCopy={actions.canAddHere}
          />
        </li>
      ))}
    </ItemList>
  );
}
