import type { LayerOf, SocialFeedContent } from '@screenplay/core/widgets';
import { ColorField } from '../internal/ColorField';
import { CheckboxField, NumberField, SelectField } from '../internal/fields';
import { useText } from '@screenplay/hooks';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';
import type { PanelProps } from './layerProperties.types';

/** Most rows or columns of posts (ours: the spec names the fields, not a limit). */
const MAX_GRID = 10;
const NO_ACCOUNT = '';

/**
 * An Instagram or Facebook layer's fields (spec §3 "social feed"): the account (a connected account's username, from
 * `accounts`), rows, columns, show caption, caption background.
 */
export function FeedProperties(props: {
  editor: PanelProps<'Instagram'>['editor'];
  layer: LayerOf<'Instagram'> | LayerOf<'Facebook'>;
  accounts?: readonly string[];
}) {
  const t = useText();
  const update = (patch: Partial<SocialFeedContent>) => props.editor.updateContent<'Instagram'>(props.layer.id, patch);
  const c = props.layer.content;
  const accounts = [...new Set([...(c.account ? [c.account] : []), ...(props.accounts ?? [])])];
  return (
    <>
      <SelectField
        label={t(M.account)}
        value={c.account ?? NO_ACCOUNT}
        options={[
          { value: NO_ACCOUNT, label: t(M.noAccount) },
          ...accounts.map((account) => ({ value: account, label: account })),
        ]}
        onChange={(account) => update({ account: account === NO_ACCOUNT ? null : account })}
      />
      <NumberField
        label={t(M.rows)}
        name="rows"
        value={c.rows}
        min={1}
        max={MAX_GRID}
        onCommit={(rows) => update({ rows })}
      />
      <NumberField
        label={t(M.columns)}
        name="columns"
        value={c.columns}
        min={1}
        max={MAX_GRID}
        onCommit={(columns) => update({ columns })}
      />
      <CheckboxField
        label={t(M.showCaption)}
        checked={c.showCaption}
        onChange={(showCaption) => update({ showCaption })}
      />
      <ColorField
        label={t(M.captionBackground)}
        value={c.captionBackground}
        onChange={(captionBackground) => update({ captionBackground })}
      />
    </>
  );
}
