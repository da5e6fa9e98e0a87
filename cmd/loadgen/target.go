package main

import (
	"fmt"
	"net"
	"net/url"
)

// checkTarget accepts an http or https URL whose host is a loopback
// address (or "localhost"); another host only when remote is allowed.
func checkTarget(raw string, allowRemote bool) error {
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return fmt.Errorf("%q: give an http:// or https:// URL", raw)
	}
	host := u.Hostname()
	if host == "" {
		return fmt.Errorf("%q names no host", raw)
	}
	if allowRemote || host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return fmt.Errorf("%s is not a loopback address: a load test is for one's own machine (-allow-remote to insist)", host)
}
