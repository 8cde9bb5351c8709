import { Menu } from "@mantine/core";
import { cloneElement, useRef, type MouseEvent, type ReactElement, type Ref } from "react";
import { Link } from "react-router";
import { IconLogout } from "@tabler/icons-react";
import { useActivation, type Activation } from "../on-demand.tsx";
import classes from "./desktop-header.module.css";

/*
 * The header's dropdown menus, loaded with the first pointer, focus or click
 * on one of their triggers (decision 0014): Mantine's menu brings its popover
 * and positioning code, which no page needs for its first paint.
 */

type Trigger = ReactElement<{ ref?: Ref<HTMLButtonElement> }>;

/** A certification menu of the main navigation (frame §2). */
export function GroupMenu({
  trigger,
  activation,
  items,
}: {
  trigger: Trigger;
  activation: Activation;
  items: { key: string; to: string; label: string }[];
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useActivation(ref, activation);
  return (
    <Menu
      trigger="click-hover"
      position="bottom-start"
      offset={4}
      shadow="md"
      radius="md"
      openDelay={60}
      closeDelay={120}
      withinPortal
      // Pointed at while the menu was loading: open as hovering would have.
      defaultOpened={activation.hover && !activation.click}
    >
      <Menu.Target>{cloneElement(trigger, { ref })}</Menu.Target>
      <Menu.Dropdown className={classes.dropdown}>
        {items.map((item) => (
          <Menu.Item
            key={item.key}
            component={Link}
            to={item.to}
            className={classes.menuItem}
            data-item={item.key}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The signed-in user's menu (frame §2): personal information, My Learning, log out. */
export function AccountMenu({
  trigger,
  activation,
  links,
  logout,
}: {
  trigger: Trigger;
  activation: Activation;
  links: { to: string; label: string }[];
  logout: { href: string; label: string; onClick: (event: MouseEvent<HTMLElement>) => void } | null;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useActivation(ref, activation);
  return (
    <Menu
      trigger="click-hover"
      position="bottom-end"
      offset={6}
      shadow="md"
      radius="md"
      defaultOpened={activation.hover && !activation.click}
    >
      <Menu.Target>{cloneElement(trigger, { ref })}</Menu.Target>
      <Menu.Dropdown className={classes.dropdown}>
        {links.map((entry) => (
          <Menu.Item key={entry.to} component={Link} to={entry.to} className={classes.menuItem}>
            {entry.label}
          </Menu.Item>
        ))}
        {logout && <Menu.Divider />}
        {logout && (
          <Menu.Item
            component="a"
            href={logout.href}
            onClick={logout.onClick}
            className={classes.menuItem}
            data-testid="logout"
            leftSection={<IconLogout size={16} aria-hidden />}
          >
            {logout.label}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
