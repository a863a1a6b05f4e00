import type { Scene, SceneSummary } from '../scene/scene.types';
import type { ScreenDto } from '../screens/screens.wire';
import type { GroupPermissions } from './access.types';
import { isGranted } from './workgroups';

/**
 * What a Hidden "scheduling scenes" grant hides outside its own routes (issue 13, issue 22): which scene is on which
 * screen. Its dedicated routes (schedules, assignment, what plays, the timeline) answer 404 (server's grant rules);
 * the listings they share with other grants (screens, scenes) stay, with that part left empty, so the levels of
 * scheduling and of managing screens or editing scenes stay independent.
 */

/** Whether the user may see which scene is on which screen (scheduling scenes at Readonly or Full Access). */
export function maySeeScheduling(grants: GroupPermissions): boolean {
  return isGranted(grants, 'scheduleScenes', 'read');
}

/** A scene listing's entry without the number of screens it is on. */
export function sceneSummaryWithoutScheduling<T extends Pick<SceneSummary, 'screensCount'>>(scene: T): T {
  return { ...scene, screensCount: 0 };
}

/** A scene without the screens it is on (count, names and ids). */
export function sceneWithoutScheduling(scene: Scene): Scene {
  return { ...scene, screensCount: 0, screens: [], assignedTo: [] };
}

/** A screen without its scenes: the assigned ones and the syncs, each of which names the scene it pushed. */
export function screenWithoutScheduling(screen: ScreenDto): ScreenDto {
  return { ...screen, scenes: [], syncs: [] };
}
