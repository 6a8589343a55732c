/**
 * The order of a car's photos as the editor sees it: one list, the profile photo first (the car
 * page shows profile_photo, then the gallery), so "make profile" is "move to the top".
 */
export interface CarPhotos {
  profile_photo: string;
  gallery: string[];
}

export const photoList = (photos: CarPhotos): string[] => [photos.profile_photo, ...photos.gallery];

export function fromList(list: readonly string[]): CarPhotos | null {
  const [profile, ...gallery] = list;
  return profile === undefined ? null : { profile_photo: profile, gallery };
}

/** `list` with the item at `from` moved to `to` (clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** `list` without the item at `index`; the profile photo (index 0) cannot go while others remain. */
export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, position) => position !== index);
}
