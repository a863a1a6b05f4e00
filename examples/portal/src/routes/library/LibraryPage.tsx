import type { LibraryTab } from '@screenplay/core/library';
import { useValue } from '@screenplay/hooks';
import { Button } from '@screenplay/ui';
import { LIBRARY_TABS, LibraryTabs } from '@screenplay/ui/library';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { templateEditorPath } from '../../shared/templatePaths';
import { ElementsPanel } from './ElementsPanel';
import { LayoutsPanel } from './LayoutsPanel';
import { LibraryFolders } from './LibraryFolders';
import { MediaPanel } from './MediaPanel';
import { useLibraryActions } from './useLibraryActions';
import { useLibraryStores } from './useLibraryStores';
import './library.css';

/** The list names of each tab ('Layouts in Brand'). */
const LIST_LABELS: Record<LibraryTab, string> = {
  Layouts: 'library.layoutsIn',
  Elements: 'library.elementsIn',
  Media: 'library.mediaIn',
};

/**
 * `/library`: the library folders beside three tabs — Layouts, Elements (templates) and Media (uploads,
 * files and stock photos) — listing the selected folder's items, plus 'New layout' (and 'New element' on the
 * Elements tab).
 */
export default function LibraryPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const stores = useLibraryStores();
  const actions = useLibraryActions(stores);
  const tab = useValue(stores.library.$tab);
  const selected = useValue(stores.folders.$selected);
  const search = useSearch();

  useEffect(() => {
    // `?folderId=` (the layout editor's breadcrumbs) opens the library on that folder once it is listed;
    // `?tab=` (the template editor's way back: `tab=Elements`) on that tab.
    const query = new URLSearchParams(search);
    const folderId = Number(query.get('folderId'));
    const tab = LIBRARY_TABS.find((name) => name === query.get('tab'));
    void (tab ? stores.library.setTab(tab) : stores.library.load()).then(() => {
      if (Number.isInteger(folderId) && stores.folders.$folders.peek().some((folder) => folder.id === folderId))
        stores.folders.select(folderId);
    });
  }, [stores, search]);

  const folderName = selected?.name ?? intl.formatMessage({ id: 'folders.all' });
  const label = intl.formatMessage({ id: LIST_LABELS[tab] }, { folder: folderName });
  const newLayout = () =>
    navigate(selected ? `/library/create_layout?folderId=${selected.id}` : '/library/create_layout');
  const newElement = () => navigate(templateEditorPath(null, selected?.id));
  const panelProps = { stores, actions, label };

  return (
    <div data-scope="library-page" data-part="root">
      <aside data-scope="library-page" data-part="sidebar">
        <LibraryFolders stores={stores} actions={actions} />
      </aside>
      <section data-scope="library-page" data-part="content" aria-labelledby="library-heading">
        <header data-scope="library-page" data-part="header">
          <h2 id="library-heading">{folderName}</h2>
          <div data-part="header-actions">
            {/* A folder readonly for the user takes no new layout or element (saving it there would be refused). */}
            {!actions.canAddHere ? null : tab === 'Elements' ? (
              <Button type="button" variant="secondary" onClick={newElement}>
                {intl.formatMessage({ id: 'templateEditor.newElement' })}
              </Button>
            ) : null}
            {actions.canAddHere ? (
              <Button type="button" variant="primary" onClick={newLayout}>
                {intl.formatMessage({ id: 'library.newLayout' })}
              </Button>
            ) : null}
          </div>
        </header>
        <LibraryTabs tab={tab} onTabChange={(next) => void stores.library.setTab(next)}>
          {tab === 'Layouts' ? (
            <LayoutsPanel {...panelProps} />
          ) : tab === 'Elements' ? (
            <ElementsPanel {...panelProps} />
          ) : (
            <MediaPanel {...panelProps} />
          )}
        </LibraryTabs>
      </section>
    </div>
  );
}
