import type { recipes, slotRecipes } from '@chakra-ui/react/theme';

/**
 * Chakra's theme module exports every recipe by name at runtime (dist/esm/theme/index.js), so a
 * system can hold only the recipes the app uses (system.ts), but its type declarations leave the
 * names out. Each is the same object as `recipes.<key>` or `slotRecipes.<key>` there.
 */
declare module '@chakra-ui/react/theme' {
  export const badgeRecipe: (typeof recipes)['badge'];
  export const buttonRecipe: (typeof recipes)['button'];
  export const checkmarkRecipe: (typeof recipes)['checkmark'];
  export const codeRecipe: (typeof recipes)['code'];
  export const containerRecipe: (typeof recipes)['container'];
  export const headingRecipe: (typeof recipes)['heading'];
  export const iconRecipe: (typeof recipes)['icon'];
  export const inputRecipe: (typeof recipes)['input'];
  export const inputAddonRecipe: (typeof recipes)['inputAddon'];
  export const linkRecipe: (typeof recipes)['link'];
  export const radiomarkRecipe: (typeof recipes)['radiomark'];
  export const separatorRecipe: (typeof recipes)['separator'];
  export const skeletonRecipe: (typeof recipes)['skeleton'];
  export const spinnerRecipe: (typeof recipes)['spinner'];
  export const textareaRecipe: (typeof recipes)['textarea'];
  export const accordionSlotRecipe: (typeof slotRecipes)['accordion'];
  export const alertSlotRecipe: (typeof slotRecipes)['alert'];
  export const avatarSlotRecipe: (typeof slotRecipes)['avatar'];
  export const cardSlotRecipe: (typeof slotRecipes)['card'];
  export const checkboxSlotRecipe: (typeof slotRecipes)['checkbox'];
  export const collapsibleSlotRecipe: (typeof slotRecipes)['collapsible'];
  export const dataListSlotRecipe: (typeof slotRecipes)['dataList'];
  export const dialogSlotRecipe: (typeof slotRecipes)['dialog'];
  export const drawerSlotRecipe: (typeof slotRecipes)['drawer'];
  export const emptyStateSlotRecipe: (typeof slotRecipes)['emptyState'];
  export const fieldSlotRecipe: (typeof slotRecipes)['field'];
  export const listSlotRecipe: (typeof slotRecipes)['list'];
  export const menuSlotRecipe: (typeof slotRecipes)['menu'];
  export const nativeSelectSlotRecipe: (typeof slotRecipes)['nativeSelect'];
  export const popoverSlotRecipe: (typeof slotRecipes)['popover'];
  export const progressSlotRecipe: (typeof slotRecipes)['progress'];
  export const radioGroupSlotRecipe: (typeof slotRecipes)['radioGroup'];
  export const statSlotRecipe: (typeof slotRecipes)['stat'];
  export const tableSlotRecipe: (typeof slotRecipes)['table'];
  export const tabsSlotRecipe: (typeof slotRecipes)['tabs'];
  export const tagSlotRecipe: (typeof slotRecipes)['tag'];
}
