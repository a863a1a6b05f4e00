import { useValue } from '@screenplay/hooks';
import { TemplateCard } from '@screenplay/ui/library';
import { useLocation } from 'wouter';
import { templateEditorPath } from '../../shared/templatePaths';
import { ItemList } from './ItemList';
import type { LibraryActions } from './useLibraryActions';
import type { LibraryStores } from './useLibraryStores';

/** The Elements tab: the selected folder's templates (edit in the template editor, copy, move, delete). */
export function ElementsPanel({
  stores,
  actions,
  label,
}: {
  stores: LibraryStores;
  actions: LibraryActions;
  label: string;
}) {
  const { library, folders } = stores;
  const templates = useValue(library.$visibleTemplates);
  const isLoading = useValue(library.$isLoading);
  const tree = useValue(folders.$tree);
  const [, navigate] = useLocation();
  return (
    <ItemList isLoading={isLoading} count={templates.length} label={label} emptyKey="library.noElements">
      {templates.map((template) => (
        <li key={template.id}>
          <TemplateCard
            template={template}
            folders={tree}
            editHref={templateEditorPath(template.id)}
            onNavigate={navigate}
            onCopy={(item) => void actions.copy('templates', item.id)}
            onDelete={(item) => void actions.remove('templates', item.id)}
            onMove={(item, folderId) => void actions.move('templates', item.id, folderId)}
            canDropInto={actions.canDropInto}
            canChange={actions.canChangeItem(template)}
            canCopy={actions.canAddHere}
          />
        </li>
      ))}
    </ItemList>
  );
}
