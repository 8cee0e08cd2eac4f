import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import type { NavItem } from '../content/navigation';
import { dropdownCloseDelayMs } from '../content/navigation';
import { Dropdown, DropdownLink, MenuButton } from './navStyles';

type MenuItem = Extract<NavItem, { kind: 'menu' }>;

export type DesktopMenuProps = {
  item: MenuItem;
  open: boolean;
  active: boolean;
  onOpen: () => void;
  onToggle: () => void;
  onClose: () => void;
};

/**
 * One desktop dropdown: opens on hover and closes 300 ms after the pointer leaves; Enter/Space
 * (the button) toggle it, Escape closes it and returns focus to its button.
 */
export function DesktopMenu({ item, open, active, onOpen, onToggle, onClose }: DesktopMenuProps) {
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(onClose, dropdownCloseDelayMs);
  };
  useEffect(() => cancelClose, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onClose();
      buttonRef.current?.focus();
    }
  };
  const panelId = `menu-${item.id}`;

  return (
    <li
      style={{ position: 'relative' }}
      onMouseEnter={() => {
        cancelClose();
        onOpen();
      }}
      onMouseLeave={scheduleClose}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active}
        onClick={onToggle}
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
                  <DropdownLink to={link.to} onClick={onClose}>
                    {link.label}
                  </DropdownLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Dropdown>
    </li>
  );
}
