import { useEffect, useRef } from 'react';
import { ChevronDown } from 'lucide-react';
import type { NavItem } from '../content/navigation';
import { dropdownCloseDelayMs } from '../content/navigation';
import { Dropdown, DropdownLink, MenuButton, MenuItem } from './navStyles';

type MenuItem = Extract<NavItem, { kind: 'menu' }>;

export type DesktopMenuProps = {
  item: MenuItem;
  open: boolean;
  active: boolean;
  /** Stable callbacks (the timer survives re-renders only if these keep their identity). */
  onOpen: (menu: string) => void;
  onToggle: (menu: string) => void;
  onClose: (menu: string) => void;
};

/**
 * One desktop dropdown: opens on hover and closes 300 ms after the pointer leaves; Enter/Space
 * (the button) toggle it, Escape closes it and returns focus to its button.
 */
export function DesktopMenu({ item, open, active, onOpen, onToggle, onClose }: DesktopMenuProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Pointer and keyboard behaviour of the whole item (button + panel), wired once per item.
  useEffect(() => {
    const node = itemRef.current;
    if (!node) return undefined;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    const onEnter = () => {
      clearTimeout(closeTimer);
      onOpen(item.id);
    };
    const onLeave = () => {
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => onClose(item.id), dropdownCloseDelayMs);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose(item.id);
      buttonRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!node.contains(event.relatedTarget as Node | null)) onClose(item.id);
    };
    node.addEventListener('mouseenter', onEnter);
    node.addEventListener('mouseleave', onLeave);
    node.addEventListener('keydown', onKeyDown);
    node.addEventListener('focusout', onFocusOut);
    return () => {
      clearTimeout(closeTimer);
      node.removeEventListener('mouseenter', onEnter);
      node.removeEventListener('mouseleave', onLeave);
      node.removeEventListener('keydown', onKeyDown);
      node.removeEventListener('focusout', onFocusOut);
    };
  }, [item.id, onOpen, onClose]);

  const panelId = `menu-${item.id}`;

  return (
    <MenuItem ref={itemRef}>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active}
        onClick={() => onToggle(item.id)}
      >
        {item.label}
        <ChevronDown size={16} aria-hidden="true" />
      </MenuButton>
      <Dropdown id={panelId} hidden={!open}>
        {item.groups.map((group) => (
          <div key={group.heading ?? item.id}>
            {group.heading && <h3>{group.heading}</h3>}
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <DropdownLink to={link.to} onClick={() => onClose(item.id)}>
                    {link.label}
                  </DropdownLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Dropdown>
    </MenuItem>
  );
}
