/** Delay before a menu opens or closes on hover (spec: "menus open and close with a delay"; the value is not shown, 150 ms is ours). */
export const MENU_HOVER_DELAY_MS = 150;
