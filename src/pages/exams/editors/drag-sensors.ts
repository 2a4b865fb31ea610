import type { PointerEvent } from 'react';
import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type AutoScrollOptions, type PointerSensorOptions } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

// How answers are dragged (dnd-kit): a mouse or pen after a few pixels of movement; a
// finger after a short press, so that the page still scrolls under a quick swipe; and,
// where asked, the keyboard (Space or Enter picks up, arrows move, Space or Enter drops,
// Escape cancels).

/** PointerSensor for mouse and pen only: touch goes to the TouchSensor and its delay. */
export class MouseAndPenSensor extends PointerSensor {
  static activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: PointerEvent, options: PointerSensorOptions) => event.nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0]!.handler(event, options),
    },
  ];
}

export const TOUCH_DELAY_MS = 200;

export function useDragSensors({ keyboard }: { keyboard: boolean }) {
  const mouse = useSensor(MouseAndPenSensor, { activationConstraint: { distance: 4 } });
  const touch = useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: 8 } });
  const keys = useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates });
  return useSensors(mouse, touch, keyboard ? keys : null);
}

/**
 * Scrolling the page while an answer is dragged near the window's edge (issue 10 "Phones"),
 * for every DndContext of the editors. dnd-kit's defaults start within 20 % of the window's
 * height of an edge (170 px on a phone, most of it under the sticky top bar and passage
 * header) and reach 10 px every 5 ms (2,000 px/s): a finger aiming at the first or last row
 * sent the page flying past it. Here scrolling starts within 10 % of an edge and grows with
 * the depth into that band up to 4 px every 10 ms (400 px/s; dnd-kit: speed = acceleration
 * × depth / band, one step per interval), so a row can be aimed at while the page moves.
 * The keyboard sensor scrolls its own way (the picked answer into view) and is untouched.
 */
export const DRAG_AUTO_SCROLL = {
  threshold: { x: 0.1, y: 0.1 },
  acceleration: 4,
  interval: 10,
} as const satisfies AutoScrollOptions;
