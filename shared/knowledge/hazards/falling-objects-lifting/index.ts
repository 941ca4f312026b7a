import type { Hazard } from '../../types';
import { droppedObjects } from './dropped-objects';
import { storageRackCollapse } from './storage-rack-collapse';
import { treeFelling } from './tree-felling';
import { craneSuspendedLoad } from './crane-suspended-load';
import { riggingSlingFailure } from './rigging-sling-failure';

/** The hazards of this folder, in knowledge-base order. */
export const FALLING_OBJECT_AND_LIFTING_HAZARDS: Hazard[] = [
  droppedObjects,
  storageRackCollapse,
  treeFelling,
  craneSuspendedLoad,
  riggingSlingFailure,
];
