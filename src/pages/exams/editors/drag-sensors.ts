import type { PointerEvent } from 'react';
import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type PointerSensorOptions } from '@dnd-kit/core';
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
