import { PREVIEW_SCALE_MAX, type Scene, type Section, type TimelinePosition, sectionAnimation } from '@screenplay/core';
import { SectionAnimation } from '@screenplay/ui/layers';
import { useMemo, useRef } from 'react';
import { PortalLayerData } from '../../app/layer-data/portalLayerData';
import { PreviewLayers } from './PreviewLayer';
import { useFitScale } from '@screenplay/hooks';

/** Props of {@link PreviewStage}. */
export interface PreviewStageProps {
  scene: Scene;
  sections: readonly Section[];
  /** What each section plays, index for index with `sections`. */
  positions: readonly (TimelinePosition | null)[];
  label: string;
}

/**
 * The scene drawn as a screen would show it, scaled to fit the room it has (capped at the spec's
 * preview scale 0.5, i.e. `previewScale`): plain boxes at the sections' positions with their
 * background, each showing the layers of its playing item (drawn by `@screenplay/ui/layers`), each item coming
 * on with the section's animation (`SectionAnimation`; none under reduced motion). The
 * scene is laid out in scene pixels and scaled once, so font sizes and boxes keep their proportions.
 * Forecasts and feeds come from the portal's layer data stores.
 */
export function PreviewStage({ scene, sections, positions, label }: PreviewStageProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const size = useMemo(() => ({ width: scene.width, height: scene.height }), [scene.width, scene.height]);
  const fit = useFitScale(viewport, size);
  const scale = fit === null ? null : Math.min(fit, PREVIEW_SCALE_MAX);
  return (
    <PortalLayerData>
      <div ref={viewport} data-scope="scene-preview" data-part="viewport">
        {scale === null ? null : (
          <div
            data-scope="scene-preview"
            data-part="frame"
            style={{ width: scene.width * scale, height: scene.height * scale }}
          >
            {/* biome-ignore lint/a11y/useSemanticElements: a stage of played sections, not a set of form controls: a fieldset would claim form semantics and put the placed sections in its anonymous content box */}
            <div
              role="group"
              aria-label={label}
              data-scope="scene-preview"
              data-part="stage"
              style={{ width: scene.width, height: scene.height, transform: `scale(${scale})` }}
            >
              {sections.map((section, index) => {
                const item = positions[index]?.item ?? null;
                const layers = item?.layers ?? [];
                return (
                  <section
                    key={section.id}
                    aria-label={section.name}
                    data-part="section"
                    data-item={item?.id}
                    style={{
                      left: section.left,
                      top: section.top,
                      width: section.width,
                      height: section.height,
                      background: section.background,
                    }}
                  >
                    <SectionAnimation animation={sectionAnimation(section)} playKey={item?.id ?? null}>
                      <PreviewLayers layers={layers} sectionBackground={section.background} />
                    </SectionAnimation>
                  </section>
                );
              })}
            </div>
          </div>
        )}
      </div>
    </PortalLayerData>
  );
}
